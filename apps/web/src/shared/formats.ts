// The app's everyday number and name formats (000 §9), en-US. Dates: date-formats.ts.

// A count with thousands separators, like "100,000".
export const formatCount = (value: number): string =>
  Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");

// A person's name as lists show it: "first last".
export const memberFullName = (member: { firstName: string; lastName: string }): string =>
  `${member.firstName} ${member.lastName}`.trim();
