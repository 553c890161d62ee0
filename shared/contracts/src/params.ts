/** Path parameters of every route whose one parameter is a numeric `:id` (a creator, a creator call). */
export interface IdPathParams {
  id: number;
}
