import { filesSuite } from './testing/files-suite';

// The same suite against a real S3-compatible server (s3rver) on loopback.
filesSuite('s3');
