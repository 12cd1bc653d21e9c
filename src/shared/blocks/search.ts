import { z } from 'zod';

// Placed by the server on the search page (/search, page type 102) and the product-reviews page; their
// content comes from the request (the query, the review request), so the site file gives them no data.
export const SearchData = z.object({});
export type SearchData = z.infer<typeof SearchData>;

export const ProductReviewsData = z.object({});
export type ProductReviewsData = z.infer<typeof ProductReviewsData>;
