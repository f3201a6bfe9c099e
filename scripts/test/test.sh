#!/usr/bin/env bash
# `npm test`: everything that proves the page works, in the order a failure is cheapest to find.
# Needs Debian's Chromium, Firefox ESR, WPE WebKit, nginx, the Noto fonts, Java, openssl and iproute2 (the
# security grade); installs them with apt when missing and run as root.
set -euo pipefail
cd "$(dirname "$0")/../.."

packages=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || packages+=(firefox-esr)
[ -x "${WPE_WEBDRIVER_PATH:-/usr/bin/WPEWebDriver}" ] || packages+=(wpewebkit-driver)
# The driver package does not bring the browser it drives: the MiniBrowser comes with the engine's library.
[ -x "${WPE_MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/wpe-webkit-1.1/MiniBrowser}" ] || packages+=(libwpewebkit-1.1-0)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || packages+=(nginx)
ls /usr/lib/nginx/modules/ngx_http_brotli_static_module.so >/dev/null 2>&1 || packages+=(libnginx-mod-http-brotli-static)
# Every script the 21 languages use (Han, Hangul, Thai, Devanagari, Arabic …): the layout checks measure
# real text, and a fresh Debian shows boxes for these scripts without them.
[ -e /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf ] || packages+=(fonts-noto-core)
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || packages+=(fonts-noto-cjk)
# The W3C Nu Html Checker (vnu-jar, in the all-languages suite) is a Java program.
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
# The security grade: a certificate for loopback, and loopback brought up in a network namespace.
command -v openssl >/dev/null 2>&1 || packages+=(openssl)
command -v ip >/dev/null 2>&1 || [ -x /usr/sbin/ip ] || packages+=(iproute2)
if [ ${#packages[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing ${packages[*]} with apt (needed by the browser, nginx and HTML conformance tests)…"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  else
    echo "The browser, nginx and HTML conformance tests need Debian packages that are missing. Run:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages[*]}" >&2
    exit 1
  fi
fi

mkdir -p test-results
step() { printf '\n▶ %s\n' "$1"; }

step 'Typecheck (tsc strict)'
npx tsc --noEmit -p tsconfig.json
step 'Lint and format (Biome)'
npx biome check .
step 'Unit, machine and view tests (Vitest)'
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
step 'Production build (prerendered)'
npm run build --silent
step 'Byte budget'
npx tsx scripts/checks/budget.ts
step 'Browser compatibility: no API or CSS outside package.json "browserslist" in what ships'
npx tsx scripts/checks/compat.ts dist
npx tsx scripts/checks/css-compat.ts dist
step 'Browser tests (Playwright, Debian Chromium)'
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/e2e.json" npx playwright test -c tests/e2e/playwright.config.ts --reporter=list,json
step 'All 21 languages offered: build, then every language in the browser, and the W3C Nu Html Checker'
# A 24-character brand: the layout checks prove the longest name the header promises stays whole; a
# logo for dark backgrounds, whose places the colour-scheme checks prove; and an operator's hero
# picture, which tests/languages/heroPicture.spec.ts follows into the page.
VITE_HERO_IMAGE=tests/fixtures/acme-hero.jpg VITE_BRAND_LOGO_DARK=tests/fixtures/logo-on-dark.svg VITE_BRAND_NAME="Acme Global Test Markets" VITE_OFFERED_LANGUAGES=en,cn,tw,es,pt,af,el,it,ru,tr,de,fr,ja,ko,ms,th,ph,ar,vi,hi,id npx tsx scripts/build/build.ts --out dist-all
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/languages.json" npx playwright test -c tests/languages/playwright.config.ts --reporter=list,json
step 'nginx: statuses, headers, encodings, the page under both CSP halves, a deploy of another brand under load'
# Another brand for the deploy tests, with what HTML, JSON and a shell read as markup: it must land as text.
VITE_BRAND_NAME="H&M \"Ben & Jerry's\"" VITE_BRAND_LOGO=tests/fixtures/acme-logo-large.svg npx tsx scripts/build/build.ts --out dist-rebrand
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/nginx.json" npx playwright test -c tests/nginx/playwright.config.ts --reporter=list,json
step 'Security grade: the MDN HTTP Observatory on nginx set up as deploy/README.md says, behind TLS; below A+ fails'
npx tsx scripts/checks/observatory.ts dist
step "Cloudflare: every route, header and the page under the build's whole policy, on workerd (wrangler dev)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/cloudflare.json" npx playwright test -c tests/cloudflare/playwright.config.ts --reporter=list,json

step 'Firefox ESR and WPE WebKit: the cross-engine suite, on a build of its own (dist-engines/)'
npx vitest run -c tests/engines/vitest.config.ts --reporter=default --reporter=json --outputFile.json=test-results/engines.json

npx tsx scripts/test/summary.ts test-results/vitest.json test-results/e2e.json test-results/languages.json test-results/nginx.json \
  test-results/cloudflare.json test-results/engines.json
