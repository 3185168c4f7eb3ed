import type { AllowedContentType } from '@core/api/files';

/** Short names for the allowed types, as a person reads them. */
export const TYPE_LABELS: Record<AllowedContentType, string> = {
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
  'image/webp': 'WebP image',
  'image/gif': 'GIF image',
  'image/avif': 'AVIF image',
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  'text/plain': 'Text',
};

export const SORT_OPTIONS = [
  { value: '-timeCreated', label: 'Newest first' },
  { value: 'timeCreated', label: 'Oldest first' },
  { value: 'name', label: 'Name A–Z' },
  { value: '-name', label: 'Name Z–A' },
  { value: '-size', label: 'Largest first' },
  { value: 'size', label: 'Smallest first' },
  { value: 'type', label: 'Type' },
  { value: 'uploader', label: 'Uploader' },
] as const;
