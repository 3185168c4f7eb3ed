import type { Readable } from 'node:stream';

export interface PutInfo {
  contentType: string;
  size: number;
  /** base64 MD5 of the bytes: the S3 backend sends it so the store verifies what it received */
  md5Base64: string;
}

/**
 * Where file bytes live. Keys are generated (`<orgId>/<fileId>`, `users/<userId>/<fileId>`);
 * metadata lives in the files table, not here. Implementations: local disk and S3-compatible.
 */
export interface StorageBackend {
  readonly kind: 'local' | 's3';
  /** the bucket name reported in file metadata */
  readonly bucket: string;
  /** Stores the bytes of a finished local file (a verified upload) under `key`. */
  putFile(key: string, filePath: string, info: PutInfo): Promise<void>;
  putBuffer(key: string, data: Buffer, info: PutInfo): Promise<void>;
  /** The bytes under `key`; throws StorageError 'object-not-found' when there are none. */
  read(key: string): Promise<Readable>;
  /** Removes `key`; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Throws unless the store answers: 'read' asks whether the bucket (folder) is there and readable
   * with these credentials (cheap: /api/ready); 'write' also writes and removes an object (start).
   */
  check(mode: 'read' | 'write'): Promise<void>;
  close(): Promise<void>;
}
