// Puts the brand images (scripts/brand/images.ts) at the site's root: emitted into the client build,
// served from memory by the dev server. Drawn once, when first needed.
import type { Plugin } from 'vite';
import { ConfigError, exitOnConfigError } from '../build/config.ts';
import { type Brand, renderBrandImages, UndrawableTextError } from './images.ts';

const contentTypes: Readonly<Record<string, string>> = { svg: 'image/svg+xml', png: 'image/png' };

export function brandImagesPlugin(brand: Brand): Plugin {
  let images: Promise<Map<string, string | Uint8Array>> | undefined;
  const render = () =>
    (images ??= renderBrandImages(brand).catch((error: unknown) => {
      if (error instanceof UndrawableTextError) throw new ConfigError(`VITE_BRAND_NAME "${brand.name}" ${error.message}`);
      throw error;
    }));
  return {
    name: 'brand-images',
    // The server build (the prerender's renderer) has no files for visitors.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async generateBundle() {
      const files = await render().catch(exitOnConfigError);
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = new URL(request.url ?? '/', 'http://dev').pathname.slice(1);
        render()
          .then((files) => {
            const file = files.get(name);
            if (file === undefined) return next();
            response.setHeader('Content-Type', contentTypes[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
            response.end(file);
          })
          .catch(next);
      });
    },
  };
}
