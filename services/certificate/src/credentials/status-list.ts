/**
 * Revocation status lists (W3C Bitstring Status List). Each list holds 131,072 certificates (16 KiB,
 * the size the specification recommends so a lookup does not tell which certificate is checked); a
 * certificate's serial `statusListIndex` names its list and its position in it.
 */
export const STATUS_LIST_LENGTH = 131_072;

export const statusListPlace = (statusListIndex: number) => ({
  list: Math.floor(statusListIndex / STATUS_LIST_LENGTH),
  position: statusListIndex % STATUS_LIST_LENGTH,
});

/** The certificates' indexes that list `list` holds: [first, end). */
export const statusListRange = (list: number) => ({
  first: list * STATUS_LIST_LENGTH,
  end: (list + 1) * STATUS_LIST_LENGTH,
});
