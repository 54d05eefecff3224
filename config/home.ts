/** How much of each list home shows (docs/product.md#screens); the full lists are on their own pages. */
export const HOME_HIGHLIGHTED_REWARDS = 3;
/**
 * The page of the brand's highlights home asks for: the highlights list has no type or partner
 * filter, so home leaves news (and, where the group does, partners' offers) out of a page this
 * large and shows the first HOME_HIGHLIGHTED_REWARDS that remain.
 */
export const HOME_HIGHLIGHTS_PAGE_SIZE = 12;
export const HOME_LATEST_NEWS = 3;
