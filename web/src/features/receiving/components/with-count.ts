/** A tab's label with how many are in it, once the count is known. */
export const withCount = (label: string, count: number | undefined, formatNumber: (value: number) => string) =>
  count === undefined ? label : `${label} (${formatNumber(count)})`;
