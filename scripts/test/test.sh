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
# nginx's side of the language negotiation runs in its njs module (deploy/nginx-language.js).
ls /usr/lib/nginx/modules/ngx_http_js_module.so >/dev/null 2>&1 || packages+=(libnginx-mod-http-js)
# …and its engine on the command line, for the unit test that runs that file without nginx.
command -v njs >/dev/null 2>&1 || packages+=(njs)
# Every script the 21 languages use (Han, Hangul, Thai, Devanagari, Arabic …): the layout checks measure
# real text, and a fresh Debian shows boxes for these scripts without them.
[ -e /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf ] || packages+=(fonts-noto-core)
[ -e /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || packages+=(fonts-noto-cjk)
# The W3C Nu Html Checker (vnu-jar, in the all-languages suite) is a Java program.
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
# The security grade: a certificate for loopback, and loopback brought up in a network namespace.
command -v openssl >/dev/null 2>&1 || packages+=(openssl)
command -v ip >/dev/null 2>&1 || [ -x /usr/sbin/ip ] || packages+=(iproute2)
# Translators' own tools, which the translation tests open our exports with (tests/tooling/translations-*).
command -v pocount >/dev/null 2>&1 || packages+=(translate-toolkit)
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

# Each step is a package.json script, run by name, so a step is spelled in one place and can be run
# alone (`npm run test:nginx`). The runners' JSON reports add up to the closing line.
mkdir -p test-results
reports=()
step() { printf '\n▶ %s\n' "$1"; npm run --silent "$2"; }
vitest_step() {
  printf '\n▶ %s\n' "$1"
  npm run --silent "$2" -- --reporter=default --reporter=json --outputFile.json="test-results/$3.json"
  reports+=("test-results/$3.json")
}
playwright_step() {
  printf '\n▶ %s\n' "$1"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/$3.json" npm run --silent "$2" -- --reporter=list,json
  reports+=("test-results/$3.json")
}

step 'Typecheck (tsc strict)' typecheck
step 'Lint and format (Biome)' lint
step 'Translations: every one translates today’s English (none stale or missing)' test:translations
vitest_step 'Unit, machine and view tests (Vitest)' test:unit vitest
step 'Production build (prerendered)' build
step 'Byte budget' budget
step 'Browser compatibility: no API or CSS outside package.json "browserslist" in what ships' compat
playwright_step 'Browser tests (Playwright, Debian Chromium)' test:e2e e2e
# A 24-character brand: the layout checks prove the longest name the header promises stays whole; a
# logo for dark backgrounds, whose places the colour-scheme checks prove; and an operator's hero
# picture, which tests/languages/heroPicture.spec.ts follows into the page.
step 'All 21 languages offered: the build (dist-all/)' build:all-languages
playwright_step 'All 21 languages offered: every language in the browser, and the W3C Nu Html Checker' test:languages languages
# Another brand, with what HTML, JSON and a shell read as markup (it must land as text), and a logo too
# large to inline: the build tests/nginx/deploy.spec.ts deploys under load.
step 'Another brand: the build (dist-rebrand/)' build:rebrand
playwright_step 'nginx as deploy/README.md sets it up: statuses, headers, encodings, the language it negotiates (beside workerd), a deploy of another brand under load' test:nginx nginx
step 'Security grade: the MDN HTTP Observatory on nginx set up as deploy/README.md says, behind TLS; below A+ fails' observatory
playwright_step "Cloudflare: every route, header and the page under both policy halves, on workerd (wrangler dev)" test:cloudflare cloudflare
vitest_step 'Firefox ESR and WPE WebKit: the cross-engine suite, on a build of its own (dist-engines/)' test:engines engines

npx tsx scripts/test/summary.ts "${reports[@]}"
