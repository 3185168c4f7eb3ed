// The same-run baseline: bare Fastify, one indexed SELECT through pg, and a hello-world route.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

app.get('/hello', async () => ({ hello: 'world' }));
app.get<{ Querystring: { id: string } }>('/organization', async (request, reply) => {
  const { rows } = await pool.query('select id, name, kind, location from organizations where id = $1', [request.query.id]);
  if (!rows[0]) return reply.code(404).send({ message: 'not found' });
  return rows[0];
});

const port = Number(process.env.BASELINE_PORT);
await app.listen({ port, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
