#!/usr/bin/env bash
# `npm test`: everything that proves the page works, in the order a failure is cheapest to find.
# Installs the Debian packages it needs when missing and run as root.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
# need PACKAGE FILE-OR-COMMAND...: the package is missing unless one of them is there.
need() {
  local package=$1 thing
  shift
  for thing; do [ -e "$thing" ] || command -v "$thing" >/dev/null 2>&1 && return; done
  packages+=("$package")
}
need chromium "${CHROMIUM_PATH:-/usr/bin/chromium}"
# What most Chromium tests run on: the same build's engine at a third of the CPU (harness/launchers/chromium.ts).
need chromium-headless-shell "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
need firefox-esr "${FIREFOX_PATH:-/usr/bin/firefox-esr}"
need wpewebkit-driver "${WPE_WEBDRIVER_PATH:-/usr/bin/WPEWebDriver}"
# The driver does not bring the browser it drives: the MiniBrowser comes with the engine's library.
need libwpewebkit-1.1-0 "${WPE_MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/wpe-webkit-1.1/MiniBrowser}"
need nginx nginx /usr/sbin/nginx
need libnginx-mod-http-brotli-static /usr/lib/nginx/modules/ngx_http_brotli_static_module.so
# nginx's side of the language negotiation and field reports (deploy/nginx-*.js), and njs to run the
# reports module alone (tests/operators/nginxReports.test.ts).
need libnginx-mod-http-js /usr/lib/nginx/modules/ngx_http_js_module.so
need njs njs
# Every script of the 21 languages: the layout checks measure real text, not boxes.
need fonts-noto-core /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf
need fonts-noto-cjk /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
need default-jre-headless java # the W3C Nu Html Checker (vnu-jar)
need openssl openssl           # the security grade: a certificate for loopback…
need iproute2 ip /usr/sbin/ip  # …brought up in a network namespace
need translate-toolkit pocount po2xliff xliff2po pofilter pomerge # translators' own tools open our exports
need jq jq                     # the closing line, summed over the runners' JSON reports
need logrotate logrotate       # the field reports' log rotation, as deploy/logrotate.conf sets it
need wrk wrk                   # the flood on /_r (tests/nginx/reports.spec.ts), and `npm run bench:load`
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

# Each step is a package.json script, run by name: spelled in one place, and runnable alone.
mkdir -p test-results
reports=()
ran=()
took=() # each step's seconds, printed as the run ends, failed or not: where its minutes went
current=''
begin() { printf '\n▶ %s\n' "$1"; ran+=("$2"); current=$2; started=$SECONDS; }
finish() { took+=("$(printf '%5d s  %s' $((SECONDS - started)) "$current")"); current=''; }
print_times() {
  [ -z "$current" ] || took+=("$(printf '%5d s  %s (failed)' $((SECONDS - started)) "$current")")
  stop_beside
  [ ${#took[@]} -eq 0 ] && return
  printf '\nSeconds by step:\n'
  printf '%s\n' "${took[@]}"
  printf '%5d s  in all\n' "$SECONDS"
}
trap print_times EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
step() { begin "$@"; npm run --silent "$2"; finish; }
vitest_step() {
  begin "$@"
  npm run --silent "$2" -- --reporter=default --reporter=json --outputFile.json="test-results/$3.json"
  reports+=("test-results/$3.json")
  finish
}
playwright_step() {
  begin "$@"
  PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/test-results/$3.json" npm run --silent "$2" -- --reporter=list,json
  reports+=("test-results/$3.json")
  finish
}

# One Vitest step beside the others: started in the background, in a process group of its own (so that a
# run that stops early stops its browsers and servers too); what it prints goes to test-results/NAME.log
# and is shown, with its seconds, when `end_beside` waits for it.
beside=''
start_beside() {
  printf '\n▶ %s: beside the steps below, shown as it ends\n' "$1"
  ran+=("$2")
  beside_title=$1 beside_name=$2 beside_log="test-results/$3.log" beside_began=$SECONDS
  reports+=("test-results/$3.json")
  rm -f "$beside_log.ended"
  set -m
  (
    trap - EXIT INT TERM # the run's own, not this step's
    status=0
    npm run --silent "$2" -- --reporter=default --reporter=json --outputFile.json="test-results/$3.json" || status=$?
    echo "$SECONDS" >"$beside_log.ended"
    exit "$status"
  ) </dev/null >"$beside_log" 2>&1 & # not the terminal's input: a background group that read it would stop
  beside=$!
  set +m
}
end_beside() {
  local status=0
  wait "$beside" || status=$?
  beside=''
  printf '\n▶ %s\n' "$beside_title"
  cat "$beside_log"
  local ended
  ended=$(cat "$beside_log.ended" 2>/dev/null || echo "$SECONDS")
  rm -f "$beside_log.ended"
  took+=("$(printf '%5d s  %s (beside the others)%s' $((ended - beside_began)) "$beside_name" "$([ "$status" -eq 0 ] || echo ' (failed)')")")
  return "$status"
}
stop_beside() {
  [ -n "$beside" ] || return 0
  kill -TERM -- "-$beside" 2>/dev/null || true
  wait "$beside" 2>/dev/null || true
  beside=''
  if [ -e "$beside_log.ended" ]; then
    printf '\n%s, which ran beside the others, had ended; what it printed: %s\n' "$beside_name" "$beside_log"
  else
    printf '\nStopped %s, which ran beside the others; what it printed: %s\n' "$beside_name" "$beside_log"
  fi
}

step 'Typecheck (tsc strict)' typecheck
step 'Lint and format (Biome)' lint
step 'Translations: every one translates today’s English (none stale or missing)' translations
# The cross-engine suite drives Firefox, then WebKit, and keeps the two cores only about 60 % busy: it runs
# beside the other steps, on ports of its own (docs/testing.md).
start_beside 'Firefox ESR and WPE WebKit: the cross-engine suite, on a build of its own (dist-engines/)' test:engines engines
vitest_step 'Unit, machine and view tests (Vitest)' test:unit vitest
step 'Production build (prerendered)' build
step 'The same build with field reports on (dist-reports/)' build:reports
step 'Byte budget' budget
step 'Browser compatibility: no API or CSS outside package.json "browserslist" in what ships' compat
playwright_step 'Browser tests (Playwright, Debian Chromium)' test:e2e e2e
# A 24-character brand, a logo for dark backgrounds and an operator's hero picture, for the layout checks.
step 'All 21 languages offered: the build (dist-all/)' build:all-languages
playwright_step 'All 21 languages offered: every language in the browser, and the W3C Nu Html Checker' test:languages languages
# Another brand, with markup in its name (it must land as text) and a logo too large to inline.
step 'Another brand: the build (dist-rebrand/)' build:rebrand
playwright_step 'nginx as deploy/README.md sets it up: statuses, headers, encodings, the language it negotiates and field reports (beside workerd), a flood on /_r, a deploy of another brand under load' test:nginx nginx
step 'Security grade: the MDN HTTP Observatory on nginx set up as deploy/README.md says, behind TLS; below A+ fails' observatory
playwright_step "Cloudflare: every route, header and the page under both policy halves, on workerd (wrangler dev)" test:cloudflare cloudflare
end_beside

# A suite added to package.json as test:* is a step here, or the test command says it left one out.
missing=$(jq -r '.scripts | keys[] | select(startswith("test:"))' package.json | grep -vxF -f <(printf '%s\n' "${ran[@]}") || true)
if [ -n "$missing" ]; then
  printf '\nnpm test ran no step for these package.json scripts: %s\n' "$(echo $missing)" >&2
  exit 1
fi

jq -rs 'map(if .stats then [.stats.expected + .stats.flaky, .stats.unexpected, .stats.skipped]
  else [.numPassedTests, .numFailedTests, .numPendingTests + .numTodoTests] end)
  | transpose | map(add) | "\n\(.[0]) passed, \(.[1]) failed, \(.[2]) skipped"' "${reports[@]}"
