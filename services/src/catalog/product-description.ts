import sanitizeHtml from 'sanitize-html';
import { invalid, type ProductDetails } from '@cargo/contracts';

/** What the description editor can produce (bold, italic, bullet and numbered lists) and nothing else. */
const ALLOWED = { allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li'], allowedAttributes: {}, disallowedTagsMode: 'discard' as const };

/**
 * Descriptions are stored sanitized: scripts, handlers, styles and links are dropped on the way in, so
 * no page that shows a description can run anything from it, whatever the client sent.
 */
export function withSanitizedDescription(details: ProductDetails): ProductDetails {
  const description = sanitizeHtml(details.description, ALLOWED);
  if (sanitizeHtml(description, { allowedTags: [], allowedAttributes: {} }).trim() === '') {
    throw invalid('error.invalidInput', [{ path: 'description', code: 'validation.descriptionRequired' }]);
  }
  return { ...details, description };
}
