import { createServer } from 'node:net';

/** A TCP port that is free on 127.0.0.1 right now (the OS picks it). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the port the OS gave'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });

/** Two distinct free ports (the OS may hand back a just-closed one). */
export const freePorts = async (count: number): Promise<number[]> => {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
};
