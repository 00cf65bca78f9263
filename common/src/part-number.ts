// Part numbers are matched however they are typed: "BD-1234", "bd1234" and "BD 1234" are one part.
export const mpnKey = (mpn: string) => mpn.toUpperCase().replace(/[^A-Z0-9]/g, '');
