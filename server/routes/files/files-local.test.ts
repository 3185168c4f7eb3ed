import { filesSuite } from './testing/files-suite';

filesSuite('local');
