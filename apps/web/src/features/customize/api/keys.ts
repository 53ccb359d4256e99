/** The customize area's query keys (DESIGN §5). Page structures are store data: under the public `store` root. */
export const homeKeys = {
  page: (storeId: number, page: string) => ['store', 'pages', storeId, page] as const,
};
