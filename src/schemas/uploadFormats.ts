// Which files each upload takes, named once: the file pickers' `accept`, the hints beside them, the
// help pages and the server's checks (by the files' leading bytes) all read these lists.

/** An order's documents (entry number papers, proof of delivery). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

/** A crossing's papers (the commercial invoice, the packing list, the USMCA certification). */
export const CROSSING_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** A profile picture (`POST /v1/common/imageUpload`). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

const FORMAT_NAMES: Record<(typeof DOCUMENT_TYPES | typeof IMAGE_TYPES)[number], string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

/** ['application/pdf', 'image/png'] → 'PDF or PNG': the customer's names of a list of types. */
export function formatNames(types: readonly (keyof typeof FORMAT_NAMES)[]): string {
  const names = types.map((t) => FORMAT_NAMES[t]);
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The `accept` of a file picker for these types. */
export const acceptOf = (types: readonly string[]): string => types.join(',');
