/** Body of the admin search calls (common agreement "Search calls"). */
export interface SearchRequest {
  q?: string;
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  /** 1-based. */
  page: number;
  perPage: number;
}

/** Answer of the admin search calls and of the paged lists: one page of rows and the whole count. */
export interface SearchResponse<T> {
  items: T[];
  total: number;
}
