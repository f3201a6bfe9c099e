// The one function of the MDN HTTP Observatory the check uses (the package ships JavaScript with JSDoc only).
declare module '@mdn/mdn-http-observatory' {
  export function scan(hostname: string): Promise<unknown>;
}
