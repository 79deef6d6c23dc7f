/** An absolute web address (opened in a new tab), as opposed to a path of this site. */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);
