/** Rich text shown as text: stored descriptions are sanitized, and pages still never render their markup. */
export const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
