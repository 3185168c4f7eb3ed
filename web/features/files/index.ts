export { useDeleteFile } from './api/delete-file';
export { fetchDownloadUrl, useDownloadFile } from './api/get-download-url';
export { FileUpload } from './file-upload';
export { FilesSection } from './files-section';
export { FilesTable } from './files-table';
