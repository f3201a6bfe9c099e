export declare function escapeHtml(text: string): string;
export declare function fillPage(
  template: string,
  page: {
    readonly policy: string;
    readonly inlineScript: string;
    readonly title: string;
    readonly description: string;
    readonly headTags: string;
    readonly kind: string;
    readonly body: string;
  },
): string;
