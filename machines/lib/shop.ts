/** Where the page sends visitors: the shop's and the seller site's addresses. Pure: no globals. */

export function shopEntryUrl(shopUrl: string, isNarrow: boolean): string {
  return `${shopUrl}/${isNarrow ? 'h5' : 'pc'}/`;
}

export function sellerRegistrationUrl(merchantUrl: string): string {
  return `${merchantUrl}/#/pagesC/applyshop/applyType`;
}
