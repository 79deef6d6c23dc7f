/** '2025-06-18 09:30:00' → '2025-06-18': lists show the day a notice was published. */
export const noticeDate = (createTime: string) => createTime.slice(0, 10);

/** '2025-06-18 09:30:00' → '06-18', for the compact ticker. */
export const noticeShortDate = (createTime: string) => createTime.slice(5, 10);

/** '2025-06-01' and '2025-08-31' → '2025.06.01 - 2025.08.31'. */
export const activityPeriod = (startDate: string, endDate: string) =>
  `${startDate.replaceAll('-', '.')} - ${endDate.replaceAll('-', '.')}`;

/** A positive whole number from a query parameter, or null (unknown ids get the not-found state). */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
