var e = Object.create,
  t = Object.defineProperty,
  n = Object.getOwnPropertyDescriptor,
  r = Object.getOwnPropertyNames,
  i = Object.getPrototypeOf,
  a = Object.prototype.hasOwnProperty,
  o = (e, t) => () => (t || (e((t = { exports: {} }).exports, t, t.exports), (e = null)), t.exports),
  s = (e, i, o, s) => {
    if ((i && typeof i == `object`) || typeof i == `function`)
      for (var c = r(i), l = 0, u = c.length, d; l < u; l++)
        (d = c[l]),
          !a.call(e, d) && d !== o && t(e, d, { get: ((e) => i[e]).bind(null, d), enumerable: !(s = n(i, d)) || s.enumerable });
    return e;
  },
  c = (n, r, o) => (
    (o = n == null ? {} : e(i(n))),
    s(r || !n || !n.__esModule || !a.call(n, `default`) ? t(o, `default`, { value: n, enumerable: !0 }) : o, n)
  ),
  l = o((e) => {
    function t(e, t) {
      var n = e.length;
      e.push(t);
      for (; 0 < n; ) {
        var r = (n - 1) >>> 1,
          a = e[r];
        if (0 < i(a, t)) (e[r] = t), (e[n] = a), (n = r);
        else break;
      }
    }
    function n(e) {
      return e.length === 0 ? null : e[0];
    }
    function r(e) {
      if (e.length === 0) return null;
      var t = e[0],
        n = e.pop();
      if (n !== t) {
        e[0] = n;
        for (var r = 0, a = e.length, o = a >>> 1; r < o; ) {
          var s = 2 * (r + 1) - 1,
            c = e[s],
            l = s + 1,
            u = e[l];
          if (0 > i(c, n)) l < a && 0 > i(u, c) ? ((e[r] = u), (e[l] = n), (r = l)) : ((e[r] = c), (e[s] = n), (r = s));
          else if (l < a && 0 > i(u, n)) (e[r] = u), (e[l] = n), (r = l);
          else break;
        }
      }
      return t;
    }
    function i(e, t) {
      var n = e.sortIndex - t.sortIndex;
      return n === 0 ? e.id - t.id : n;
    }
    if (((e.unstable_now = void 0), typeof performance == `object` && typeof performance.now == `function`)) {
      var a = performance;
      e.unstable_now = () => a.now();
    } else {
      var o = Date,
        s = o.now();
      e.unstable_now = () => o.now() - s;
    }
    var c = [],
      l = [],
      u = 1,
      d = null,
      f = 3,
      p = !1,
      m = !1,
      h = !1,
      g = !1,
      _ = typeof setTimeout == `function` ? setTimeout : null,
      v = typeof clearTimeout == `function` ? clearTimeout : null,
      y = typeof setImmediate < `u` ? setImmediate : null;
    function b(e) {
      for (var i = n(l); i !== null; ) {
        if (i.callback === null) r(l);
        else if (i.startTime <= e) r(l), (i.sortIndex = i.expirationTime), t(c, i);
        else break;
        i = n(l);
      }
    }
    function ee(e) {
      if (((h = !1), b(e), !m)) {
        if (n(c) !== null) (m = !0), te || ((te = !0), ae());
        else {
          var t = n(l);
          t !== null && ce(ee, t.startTime - e);
        }
      }
    }
    var te = !1,
      ne = -1,
      re = 5,
      x = -1;
    function ie() {
      return g ? !0 : !(e.unstable_now() - x < re);
    }
    function S() {
      if (((g = !1), te)) {
        var t = e.unstable_now();
        x = t;
        var i = !0;
        try {
          a: {
            (m = !1), h && ((h = !1), v(ne), (ne = -1)), (p = !0);
            var a = f;
            try {
              b: {
                for (b(t), d = n(c); d !== null && !(d.expirationTime > t && ie()); ) {
                  var o = d.callback;
                  if (typeof o == `function`) {
                    (d.callback = null), (f = d.priorityLevel);
                    var s = o(d.expirationTime <= t);
                    if (((t = e.unstable_now()), typeof s == `function`)) {
                      (d.callback = s), b(t), (i = !0);
                      break b;
                    }
                    d === n(c) && r(c), b(t);
                  } else r(c);
                  d = n(c);
                }
                if (d !== null) i = !0;
                else {
                  var u = n(l);
                  u !== null && ce(ee, u.startTime - t), (i = !1);
                }
              }
              break a;
            } finally {
              (d = null), (f = a), (p = !1);
            }
            i = void 0;
          }
        } finally {
          i ? ae() : (te = !1);
        }
      }
    }
    var ae;
    if (typeof y == `function`)
      ae = () => {
        y(S);
      };
    else if (typeof MessageChannel < `u`) {
      var oe = new MessageChannel(),
        se = oe.port2;
      (oe.port1.onmessage = S),
        (ae = () => {
          se.postMessage(null);
        });
    } else
      ae = () => {
        _(S, 0);
      };
    function ce(t, n) {
      ne = _(() => {
        t(e.unstable_now());
      }, n);
    }
    (e.unstable_IdlePriority = 5),
      (e.unstable_ImmediatePriority = 1),
      (e.unstable_LowPriority = 4),
      (e.unstable_NormalPriority = 3),
      (e.unstable_Profiling = null),
      (e.unstable_UserBlockingPriority = 2),
      (e.unstable_cancelCallback = (e) => {
        e.callback = null;
      }),
      (e.unstable_forceFrameRate = (e) => {
        0 > e || 125 < e
          ? console.error(
              `forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported`,
            )
          : (re = 0 < e ? Math.floor(1e3 / e) : 5);
      }),
      (e.unstable_getCurrentPriorityLevel = () => f),
      (e.unstable_next = (e) => {
        switch (f) {
          case 1:
          case 2:
          case 3:
            var t = 3;
            break;
          default:
            t = f;
        }
        var n = f;
        f = t;
        try {
          return e();
        } finally {
          f = n;
        }
      }),
      (e.unstable_requestPaint = () => {
        g = !0;
      }),
      (e.unstable_runWithPriority = (e, t) => {
        switch (e) {
          case 1:
          case 2:
          case 3:
          case 4:
          case 5:
            break;
          default:
            e = 3;
        }
        var n = f;
        f = e;
        try {
          return t();
        } finally {
          f = n;
        }
      }),
      (e.unstable_scheduleCallback = (r, i, a) => {
        var o = e.unstable_now();
        switch ((typeof a == `object` && a ? ((a = a.delay), (a = typeof a == `number` && 0 < a ? o + a : o)) : (a = o), r)) {
          case 1:
            var s = -1;
            break;
          case 2:
            s = 250;
            break;
          case 5:
            s = 1073741823;
            break;
          case 4:
            s = 1e4;
            break;
          default:
            s = 5e3;
        }
        return (
          (s = a + s),
          (r = { id: u++, callback: i, priorityLevel: r, startTime: a, expirationTime: s, sortIndex: -1 }),
          a > o
            ? ((r.sortIndex = a), t(l, r), n(c) === null && r === n(l) && (h ? (v(ne), (ne = -1)) : (h = !0), ce(ee, a - o)))
            : ((r.sortIndex = s), t(c, r), m || p || ((m = !0), te || ((te = !0), ae()))),
          r
        );
      }),
      (e.unstable_shouldYield = ie),
      (e.unstable_wrapCallback = (e) => {
        var t = f;
        return function () {
          var n = f;
          f = t;
          try {
            return e.apply(this, arguments);
          } finally {
            f = n;
          }
        };
      });
  }),
  u = o((e, t) => {
    t.exports = l();
  }),
  d = o((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.portal`),
      r = Symbol.for(`react.fragment`),
      i = Symbol.for(`react.strict_mode`),
      a = Symbol.for(`react.profiler`),
      o = Symbol.for(`react.consumer`),
      s = Symbol.for(`react.context`),
      c = Symbol.for(`react.forward_ref`),
      l = Symbol.for(`react.suspense`),
      u = Symbol.for(`react.memo`),
      d = Symbol.for(`react.lazy`),
      f = Symbol.for(`react.activity`),
      p = Symbol.for(`react.view_transition`),
      m = Symbol.iterator;
    function h(e) {
      return typeof e != `object` || !e ? null : ((e = (m && e[m]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var g = { isMounted: () => !1, enqueueForceUpdate: () => {}, enqueueReplaceState: () => {}, enqueueSetState: () => {} },
      _ = Object.assign,
      v = {};
    function y(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    (y.prototype.isReactComponent = {}),
      (y.prototype.setState = function (e, t) {
        if (typeof e != `object` && typeof e != `function` && e != null)
          throw Error(`takes an object of state variables to update or a function which returns an object of state variables.`);
        this.updater.enqueueSetState(this, e, t, `setState`);
      }),
      (y.prototype.forceUpdate = function (e) {
        this.updater.enqueueForceUpdate(this, e, `forceUpdate`);
      });
    function b() {}
    b.prototype = y.prototype;
    function ee(e, t, n) {
      (this.props = e), (this.context = t), (this.refs = v), (this.updater = n || g);
    }
    var te = (ee.prototype = new b());
    (te.constructor = ee), _(te, y.prototype), (te.isPureReactComponent = !0);
    var ne = Array.isArray;
    function re() {}
    var x = { H: null, A: null, T: null, S: null },
      ie = Object.prototype.hasOwnProperty;
    function S(e, n, r) {
      var i = r.ref;
      return { $$typeof: t, type: e, key: n, ref: i === void 0 ? null : i, props: r };
    }
    function ae(e, t) {
      return S(e.type, t, e.props);
    }
    function oe(e) {
      return typeof e == `object` && !!e && e.$$typeof === t;
    }
    function se(e) {
      var t = { '=': `=0`, ':': `=2` };
      return `$` + e.replace(/[=:]/g, (e) => t[e]);
    }
    var ce = /\/+/g;
    function le(e, t) {
      return typeof e == `object` && e && e.key != null ? se(`` + e.key) : t.toString(36);
    }
    function ue(e) {
      switch (e.status) {
        case `fulfilled`:
          return e.value;
        case `rejected`:
          throw e.reason;
        default:
          switch (
            (typeof e.status == `string`
              ? e.then(re, re)
              : ((e.status = `pending`),
                e.then(
                  (t) => {
                    e.status === `pending` && ((e.status = `fulfilled`), (e.value = t));
                  },
                  (t) => {
                    e.status === `pending` && ((e.status = `rejected`), (e.reason = t));
                  },
                )),
            e.status)
          ) {
            case `fulfilled`:
              return e.value;
            case `rejected`:
              throw e.reason;
          }
      }
      throw e;
    }
    function de(e, r, i, a, o) {
      var s = typeof e;
      (s === `undefined` || s === `boolean`) && (e = null);
      var c = !1;
      if (e === null) c = !0;
      else
        switch (s) {
          case `bigint`:
          case `string`:
          case `number`:
            c = !0;
            break;
          case `object`:
            switch (e.$$typeof) {
              case t:
              case n:
                c = !0;
                break;
              case d:
                return ((c = e._init), de(c(e._payload), r, i, a, o));
            }
        }
      if (c)
        return (
          (o = o(e)),
          (c = a === `` ? `.` + le(e, 0) : a),
          ne(o)
            ? ((i = ``), c != null && (i = c.replace(ce, `$&/`) + `/`), de(o, r, i, ``, (e) => e))
            : o != null &&
              (oe(o) &&
                (o = ae(o, i + (o.key == null || (e && e.key === o.key) ? `` : (`` + o.key).replace(ce, `$&/`) + `/`) + c)),
              r.push(o)),
          1
        );
      c = 0;
      var l = a === `` ? `.` : a + `:`;
      if (ne(e)) for (var u = 0; u < e.length; u++) (a = e[u]), (s = l + le(a, u)), (c += de(a, r, i, s, o));
      else if (((u = h(e)), typeof u == `function`))
        for (e = u.call(e), u = 0; !(a = e.next()).done; ) (a = a.value), (s = l + le(a, u++)), (c += de(a, r, i, s, o));
      else if (s === `object`) {
        if (typeof e.then == `function`) return de(ue(e), r, i, a, o);
        throw (
          (r = String(e)),
          Error(
            `Objects are not valid as a React child (found: ` +
              (r === `[object Object]` ? `object with keys {` + Object.keys(e).join(`, `) + `}` : r) +
              `). If you meant to render a collection of children, use an array instead.`,
          )
        );
      }
      return c;
    }
    function fe(e, t, n) {
      if (e == null) return e;
      var r = [],
        i = 0;
      return (de(e, r, ``, ``, (e) => t.call(n, e, i++)), r);
    }
    function pe(e) {
      if (e._status === -1) {
        var t = e._result,
          n = t();
        n.then(
          (t) => {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 1), (e._result = t), n.status === void 0 && ((n.status = `fulfilled`), (n.value = t)));
          },
          (t) => {
            (e._status === 0 || e._status === -1) &&
              ((e._status = 2), (e._result = t), n.status === void 0 && ((n.status = `rejected`), (n.reason = t)));
          },
        ),
          e._status === -1 && ((e._status = 0), (e._result = n));
      }
      if (e._status === 1) return e._result.default;
      throw e._result;
    }
    var me =
      typeof reportError == `function`
        ? reportError
        : (e) => {
            if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
              var t = new window.ErrorEvent(`error`, {
                bubbles: !0,
                cancelable: !0,
                message: typeof e == `object` && e && typeof e.message == `string` ? String(e.message) : String(e),
                error: e,
              });
              if (!window.dispatchEvent(t)) return;
            } else if (typeof process == `object` && typeof process.emit == `function`) {
              process.emit(`uncaughtException`, e);
              return;
            }
            console.error(e);
          };
    function he(e) {
      var t = x.T,
        n = {};
      (n.types = t === null ? null : t.types), (x.T = n);
      try {
        var r = e(),
          i = x.S;
        i !== null && i(n, r), typeof r == `object` && r && typeof r.then == `function` && r.then(re, me);
      } catch (e) {
        me(e);
      } finally {
        t !== null && n.types !== null && (t.types = n.types), (x.T = t);
      }
    }
    function ge(e) {
      var t = x.T;
      if (t !== null) {
        var n = t.types;
        n === null ? (t.types = [e]) : n.indexOf(e) === -1 && n.push(e);
      } else he(ge.bind(null, e));
    }
    var _e = {
      map: fe,
      forEach: (e, t, n) => {
        fe(
          e,
          function () {
            t.apply(this, arguments);
          },
          n,
        );
      },
      count: (e) => {
        var t = 0;
        return (
          fe(e, () => {
            t++;
          }),
          t
        );
      },
      toArray: (e) => fe(e, (e) => e) || [],
      only: (e) => {
        if (!oe(e)) throw Error(`React.Children.only expected to receive a single React element child.`);
        return e;
      },
    };
    (e.Activity = f),
      (e.Children = _e),
      (e.Component = y),
      (e.Fragment = r),
      (e.Profiler = a),
      (e.PureComponent = ee),
      (e.StrictMode = i),
      (e.Suspense = l),
      (e.ViewTransition = p),
      (e.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = x),
      (e.__COMPILER_RUNTIME = { __proto__: null, c: (e) => x.H.useMemoCache(e) }),
      (e.addTransitionType = ge),
      (e.cache = (e) =>
        function () {
          return e.apply(null, arguments);
        }),
      (e.cacheSignal = () => null),
      (e.cloneElement = function (e, t, n) {
        if (e == null) throw Error(`The argument must be a React element, but you passed ` + e + `.`);
        var r = _({}, e.props),
          i = e.key;
        if (t != null)
          for (a in (t.key !== void 0 && (i = `` + t.key), t))
            !ie.call(t, a) ||
              a === `key` ||
              a === `__self` ||
              a === `__source` ||
              (a === `ref` && t.ref === void 0) ||
              (r[a] = t[a]);
        var a = arguments.length - 2;
        if (a === 1) r.children = n;
        else if (1 < a) {
          for (var o = Array(a), s = 0; s < a; s++) o[s] = arguments[s + 2];
          r.children = o;
        }
        return S(e.type, i, r);
      }),
      (e.createContext = (e) => (
        (e = { $$typeof: s, _currentValue: e, _currentValue2: e, _threadCount: 0, Provider: null, Consumer: null }),
        (e.Provider = e),
        (e.Consumer = { $$typeof: o, _context: e }),
        e
      )),
      (e.createElement = function (e, t, n) {
        var r,
          i = {},
          a = null;
        if (t != null)
          for (r in (t.key !== void 0 && (a = `` + t.key), t))
            ie.call(t, r) && r !== `key` && r !== `__self` && r !== `__source` && (i[r] = t[r]);
        var o = arguments.length - 2;
        if (o === 1) i.children = n;
        else if (1 < o) {
          for (var s = Array(o), c = 0; c < o; c++) s[c] = arguments[c + 2];
          i.children = s;
        }
        if (e && e.defaultProps) for (r in ((o = e.defaultProps), o)) i[r] === void 0 && (i[r] = o[r]);
        return S(e, a, i);
      }),
      (e.createRef = () => ({ current: null })),
      (e.forwardRef = (e) => ({ $$typeof: c, render: e })),
      (e.isValidElement = oe),
      (e.lazy = (e) => ({ $$typeof: d, _payload: { _status: -1, _result: e }, _init: pe })),
      (e.memo = (e, t) => ({ $$typeof: u, type: e, compare: t === void 0 ? null : t })),
      (e.startTransition = he),
      (e.unstable_useCacheRefresh = () => x.H.useCacheRefresh()),
      (e.use = (e) => x.H.use(e)),
      (e.useActionState = (e, t, n) => x.H.useActionState(e, t, n)),
      (e.useCallback = (e, t) => x.H.useCallback(e, t)),
      (e.useContext = (e) => x.H.useContext(e)),
      (e.useDebugValue = () => {}),
      (e.useDeferredValue = (e, t) => x.H.useDeferredValue(e, t)),
      (e.useEffect = (e, t) => x.H.useEffect(e, t)),
      (e.useEffectEvent = (e) => x.H.useEffectEvent(e)),
      (e.useId = () => x.H.useId()),
      (e.useImperativeHandle = (e, t, n) => x.H.useImperativeHandle(e, t, n)),
      (e.useInsertionEffect = (e, t) => x.H.useInsertionEffect(e, t)),
      (e.useLayoutEffect = (e, t) => x.H.useLayoutEffect(e, t)),
      (e.useMemo = (e, t) => x.H.useMemo(e, t)),
      (e.useOptimistic = (e, t) => x.H.useOptimistic(e, t)),
      (e.useReducer = (e, t, n) => x.H.useReducer(e, t, n)),
      (e.useRef = (e) => x.H.useRef(e)),
      (e.useState = (e) => x.H.useState(e)),
      (e.useSyncExternalStore = (e, t, n) => x.H.useSyncExternalStore(e, t, n)),
      (e.useTransition = () => x.H.useTransition()),
      (e.version = `19.3.1`);
  }),
  f = o((e, t) => {
    t.exports = d();
  }),
  p = o((e) => {
    var t = f();
    function n(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function r() {}
    var i = {
        d: {
          f: r,
          r: () => {
            throw Error(n(522));
          },
          D: r,
          C: r,
          L: r,
          m: r,
          X: r,
          S: r,
          M: r,
        },
        p: 0,
        findDOMNode: null,
      },
      a = Symbol.for(`react.portal`),
      o = Symbol.for(`react.recoverable`),
      s = Symbol.for(`react.optimistic_key`);
    function c(e, t, n) {
      var r = 3 < arguments.length && arguments[3] !== void 0 ? arguments[3] : null;
      return { $$typeof: a, key: r == null ? null : r === s ? s : `` + r, children: e, containerInfo: t, implementation: n };
    }
    var l = t.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
    function u(e, t) {
      if (e === `font`) return ``;
      if (typeof t == `string`) return t === `use-credentials` ? t : ``;
    }
    (e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE = i),
      (e.browser = (e) => ({ $$typeof: o, _reason: e })),
      (e.createPortal = function (e, t) {
        var r = 2 < arguments.length && arguments[2] !== void 0 ? arguments[2] : null;
        if (!t || (t.nodeType !== 1 && t.nodeType !== 9 && t.nodeType !== 11)) throw Error(n(299));
        return c(e, t, null, r);
      }),
      (e.flushSync = (e) => {
        var t = l.T,
          n = i.p;
        try {
          if (((l.T = null), (i.p = 2), e)) return e();
        } finally {
          (l.T = t), (i.p = n), i.d.f();
        }
      }),
      (e.preconnect = (e, t) => {
        typeof e == `string` &&
          (t ? ((t = t.crossOrigin), (t = typeof t == `string` ? (t === `use-credentials` ? t : ``) : void 0)) : (t = null),
          i.d.C(e, t));
      }),
      (e.prefetchDNS = (e) => {
        typeof e == `string` && i.d.D(e);
      }),
      (e.preinit = (e, t) => {
        if (typeof e == `string` && t && typeof t.as == `string`) {
          var n = t.as,
            r = u(n, t.crossOrigin),
            a = typeof t.integrity == `string` ? t.integrity : void 0,
            o = typeof t.fetchPriority == `string` ? t.fetchPriority : void 0;
          n === `style`
            ? i.d.S(e, typeof t.precedence == `string` ? t.precedence : void 0, {
                crossOrigin: r,
                integrity: a,
                fetchPriority: o,
              })
            : n === `script` &&
              i.d.X(e, { crossOrigin: r, integrity: a, fetchPriority: o, nonce: typeof t.nonce == `string` ? t.nonce : void 0 });
        }
      }),
      (e.preinitModule = (e, t) => {
        if (typeof e == `string`) {
          if (typeof t == `object` && t) {
            if (t.as == null || t.as === `script`) {
              var n = u(t.as, t.crossOrigin);
              i.d.M(e, {
                crossOrigin: n,
                integrity: typeof t.integrity == `string` ? t.integrity : void 0,
                nonce: typeof t.nonce == `string` ? t.nonce : void 0,
                fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
              });
            }
          } else t ?? i.d.M(e);
        }
      }),
      (e.preload = (e, t) => {
        if (typeof e == `string` && typeof t == `object` && t && typeof t.as == `string`) {
          var n = t.as,
            r = u(n, t.crossOrigin);
          i.d.L(e, n, {
            crossOrigin: r,
            integrity: typeof t.integrity == `string` ? t.integrity : void 0,
            nonce: typeof t.nonce == `string` ? t.nonce : void 0,
            type: typeof t.type == `string` ? t.type : void 0,
            fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            referrerPolicy: typeof t.referrerPolicy == `string` ? t.referrerPolicy : void 0,
            imageSrcSet: typeof t.imageSrcSet == `string` ? t.imageSrcSet : void 0,
            imageSizes: typeof t.imageSizes == `string` ? t.imageSizes : void 0,
            media: typeof t.media == `string` ? t.media : void 0,
          });
        }
      }),
      (e.preloadModule = (e, t) => {
        if (typeof e == `string`) {
          if (t) {
            var n = u(t.as, t.crossOrigin);
            i.d.m(e, {
              as: typeof t.as == `string` && t.as !== `script` ? t.as : void 0,
              crossOrigin: n,
              integrity: typeof t.integrity == `string` ? t.integrity : void 0,
              nonce: typeof t.nonce == `string` ? t.nonce : void 0,
              fetchPriority: typeof t.fetchPriority == `string` ? t.fetchPriority : void 0,
            });
          } else i.d.m(e);
        }
      }),
      (e.requestFormReset = (e) => {
        i.d.r(e);
      }),
      (e.unstable_batchedUpdates = (e, t) => e(t)),
      (e.useFormState = (e, t, n) => l.H.useFormState(e, t, n)),
      (e.useFormStatus = () => l.H.useHostTransitionStatus()),
      (e.version = `19.3.1`);
  }),
  m = o((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`)
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = p());
  }),
  h = o((e) => {
    var t = u(),
      n = f(),
      r = m();
    function i(e) {
      var t = `https://react.dev/errors/` + e;
      if (1 < arguments.length) {
        t += `?args[]=` + encodeURIComponent(arguments[1]);
        for (var n = 2; n < arguments.length; n++) t += `&args[]=` + encodeURIComponent(arguments[n]);
      }
      return (
        `Minified React error #` +
        e +
        `; visit ` +
        t +
        ` for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`
      );
    }
    function a(e) {
      return !(!e || (e.nodeType !== 1 && e.nodeType !== 9 && e.nodeType !== 11));
    }
    function o(e) {
      for (var t = e, n = t; n && !n.alternate; ) (t = n), t.flags & 4098 && (e = t.return), (n = t.return);
      for (; t.return; ) t = t.return;
      return t.tag === 3 ? e : null;
    }
    function s(e) {
      if (e.tag === 13) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function c(e) {
      if (e.tag === 31) {
        var t = e.memoizedState;
        if ((t === null && ((e = e.alternate), e !== null && (t = e.memoizedState)), t !== null)) return t.dehydrated;
      }
      return null;
    }
    function l(e) {
      if (o(e) !== e) throw Error(i(188));
    }
    function d(e) {
      var t = e.alternate;
      if (!t) {
        if (((t = o(e)), t === null)) throw Error(i(188));
        return t === e ? e : null;
      }
      for (var n = e, r = t; ; ) {
        var a = n.return;
        if (a === null) break;
        var s = a.alternate;
        if (s === null) {
          if (((r = a.return), r !== null)) {
            n = r;
            continue;
          }
          break;
        }
        if (a.child === s.child) {
          for (s = a.child; s; ) {
            if (s === n) return (l(a), e);
            if (s === r) return (l(a), t);
            s = s.sibling;
          }
          throw Error(i(188));
        }
        if (n.return !== r.return) (n = a), (r = s);
        else {
          for (var c = !1, u = a.child; u; ) {
            if (u === n) {
              (c = !0), (n = a), (r = s);
              break;
            }
            if (u === r) {
              (c = !0), (r = a), (n = s);
              break;
            }
            u = u.sibling;
          }
          if (!c) {
            for (u = s.child; u; ) {
              if (u === n) {
                (c = !0), (n = s), (r = a);
                break;
              }
              if (u === r) {
                (c = !0), (r = s), (n = a);
                break;
              }
              u = u.sibling;
            }
            if (!c) throw Error(i(189));
          }
        }
        if (n.alternate !== r) throw Error(i(190));
      }
      if (n.tag !== 3) throw Error(i(188));
      return n.stateNode.current === n ? e : t;
    }
    function p(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e;
      for (e = e.child; e !== null; ) {
        if (((t = p(e)), t !== null)) return t;
        e = e.sibling;
      }
      return null;
    }
    function h(e, t, n, r, i, a) {
      for (; e !== null; ) {
        if (
          ((e.tag === 5 || e.tag === 27 || e.tag === 6) && n(e, r, i, a)) ||
          ((e.tag !== 22 || e.memoizedState === null) && (t || (e.tag !== 5 && e.tag !== 27)) && h(e.child, t, n, r, i, a))
        )
          return !0;
        e = e.sibling;
      }
      return !1;
    }
    function g(e) {
      for (e = e.return; e !== null; ) {
        if (e.tag === 3 || e.tag === 5 || e.tag === 27) return e;
        e = e.return;
      }
      return null;
    }
    function _(e) {
      var t = !1;
      for (e = e.return; e !== null && (e.tag === 4 && (t = !0), e.tag !== 3 && e.tag !== 5 && e.tag !== 27); ) e = e.return;
      return t;
    }
    function v(e) {
      var t = [null, null],
        n = g(e);
      return (n === null || y(t, e, n.child, { foundSelf: !1 }), t);
    }
    function y(e, t, n, r) {
      for (; n !== null; ) {
        if (n === t) r.foundSelf = !0;
        else if (n.tag === 5 || n.tag === 27 || n.tag === 6) {
          if (r.foundSelf) return ((e[1] = n), !0);
          e[0] = n;
        } else if ((n.tag !== 22 || n.memoizedState === null) && y(e, t, n.child, r)) return !0;
        n = n.sibling;
      }
      return !1;
    }
    function b(e) {
      switch (e.tag) {
        case 5:
        case 27:
        case 6:
          return e.stateNode;
        case 3:
          return e.stateNode.containerInfo;
        default:
          throw Error(i(559));
      }
    }
    var ee = null,
      te = null;
    function ne(e, t, n) {
      return e === n || (e === t && ((ee = e), !0));
    }
    function re(e, t, n) {
      return e === n ? ((te = e), !1) : e === t && (te !== null && (ee = e), !0);
    }
    function x(e) {
      if (e === null) return null;
      do e = e === null ? null : e.return;
      while (e && e.tag !== 5 && e.tag !== 27 && e.tag !== 3);
      return e || null;
    }
    function ie(e, t, n) {
      for (var r = 0, i = e; i; i = n(i)) r++;
      i = 0;
      for (var a = t; a; a = n(a)) i++;
      for (; 0 < r - i; ) (e = n(e)), r--;
      for (; 0 < i - r; ) (t = n(t)), i--;
      for (; r--; ) {
        if (e === t || (t !== null && e === t.alternate)) return e;
        (e = n(e)), (t = n(t));
      }
      return null;
    }
    var S = Object.assign,
      ae = Symbol.for(`react.element`),
      oe = Symbol.for(`react.transitional.element`),
      se = Symbol.for(`react.portal`),
      ce = Symbol.for(`react.fragment`),
      le = Symbol.for(`react.strict_mode`),
      ue = Symbol.for(`react.profiler`),
      de = Symbol.for(`react.consumer`),
      fe = Symbol.for(`react.context`),
      pe = Symbol.for(`react.forward_ref`),
      me = Symbol.for(`react.suspense`),
      he = Symbol.for(`react.suspense_list`),
      ge = Symbol.for(`react.memo`),
      _e = Symbol.for(`react.lazy`),
      ve = Symbol.for(`react.activity`),
      ye = Symbol.for(`react.legacy_hidden`),
      be = Symbol.for(`react.memo_cache_sentinel`),
      xe = Symbol.for(`react.view_transition`),
      Se = Symbol.for(`react.recoverable`),
      Ce = Symbol.iterator;
    function we(e) {
      return typeof e != `object` || !e ? null : ((e = (Ce && e[Ce]) || e[`@@iterator`]), typeof e == `function` ? e : null);
    }
    var Te = Symbol.for(`react.client.reference`);
    function Ee(e) {
      if (e == null) return null;
      if (typeof e == `function`) return e.$$typeof === Te ? null : e.displayName || e.name || null;
      if (typeof e == `string`) return e;
      switch (e) {
        case ce:
          return `Fragment`;
        case ue:
          return `Profiler`;
        case le:
          return `StrictMode`;
        case me:
          return `Suspense`;
        case he:
          return `SuspenseList`;
        case ve:
          return `Activity`;
        case xe:
          return `ViewTransition`;
      }
      if (typeof e == `object`)
        switch (e.$$typeof) {
          case se:
            return `Portal`;
          case fe:
            return e.displayName || `Context`;
          case de:
            return (e._context.displayName || `Context`) + `.Consumer`;
          case pe:
            var t = e.render;
            return (
              (e = e.displayName),
              (e ||= ((e = t.displayName || t.name || ``), e === `` ? `ForwardRef` : `ForwardRef(` + e + `)`)),
              e
            );
          case ge:
            return ((t = e.displayName || null), t === null ? Ee(e.type) || `Memo` : t);
          case _e:
            (t = e._payload), (e = e._init);
            try {
              return Ee(e(t));
            } catch {}
        }
      return null;
    }
    var De = Array.isArray,
      C = n.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      w = r.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
      Oe = { pending: !1, data: null, method: null, action: null },
      ke = [],
      Ae = -1;
    function je(e) {
      return { current: e };
    }
    function Me(e) {
      0 > Ae || ((e.current = ke[Ae]), (ke[Ae] = null), Ae--);
    }
    function T(e, t) {
      Ae++, (ke[Ae] = e.current), (e.current = t);
    }
    var Ne = je(null),
      Pe = je(null),
      Fe = je(null),
      Ie = je(null);
    function Le(e, t) {
      switch ((T(Fe, t), T(Pe, e), T(Ne, null), t.nodeType)) {
        case 9:
        case 11:
          e = (e = t.documentElement) && (e = e.namespaceURI) ? up(e) : 0;
          break;
        default:
          if (((e = t.tagName), (t = t.namespaceURI))) (t = up(t)), (e = dp(t, e));
          else
            switch (e) {
              case `svg`:
                e = 1;
                break;
              case `math`:
                e = 2;
                break;
              default:
                e = 0;
            }
      }
      Me(Ne), T(Ne, e);
    }
    function Re() {
      Me(Ne), Me(Pe), Me(Fe);
    }
    function ze(e) {
      var t = e.memoizedState;
      t !== null && ((sh._currentValue = t.memoizedState), T(Ie, e)), (t = Ne.current);
      var n = dp(t, e.type);
      t !== n && (T(Pe, e), T(Ne, n));
    }
    function Be(e) {
      Pe.current === e && (Me(Ne), Me(Pe)), Ie.current === e && (Me(Ie), (sh._currentValue = Oe));
    }
    var Ve, He;
    function Ue(e) {
      if (Ve === void 0)
        try {
          throw Error();
        } catch (e) {
          var t = e.stack.trim().match(/\n( *(at )?)/);
          (Ve = (t && t[1]) || ``),
            (He =
              -1 <
              e.stack.indexOf(`
    at`)
                ? ` (<anonymous>)`
                : -1 < e.stack.indexOf(`@`)
                  ? `@unknown:0:0`
                  : ``);
        }
      return (
        `
` +
        Ve +
        e +
        He
      );
    }
    var We = !1;
    function Ge(e, t) {
      if (!e || We) return ``;
      We = !0;
      var n = Error.prepareStackTrace;
      Error.prepareStackTrace = void 0;
      try {
        var r = {
          DetermineComponentFrameRoot: () => {
            try {
              if (t) {
                var n = () => {
                  throw Error();
                };
                if (
                  (Object.defineProperty(n.prototype, 'props', {
                    set: () => {
                      throw Error();
                    },
                  }),
                  typeof Reflect == `object` && Reflect.construct)
                ) {
                  try {
                    Reflect.construct(n, []);
                  } catch (e) {
                    var r = e;
                  }
                  Reflect.construct(e, [], n);
                } else {
                  try {
                    n.call();
                  } catch (e) {
                    r = e;
                  }
                  n = !1;
                  try {
                    var i = Object.getOwnPropertyDescriptor(e.prototype, `props`);
                    Object.defineProperty(e.prototype, 'props', {
                      configurable: !0,
                      set: () => {
                        throw Error();
                      },
                    }),
                      (n = !0),
                      new e();
                  } finally {
                    n && (i === void 0 ? delete e.prototype.props : Object.defineProperty(e.prototype, 'props', i));
                  }
                }
              } else {
                try {
                  throw Error();
                } catch (e) {
                  r = e;
                }
                (n = e()) && typeof n.catch == `function` && n.catch(() => {});
              }
            } catch (e) {
              if (e && r && typeof e.stack == `string`) return [e.stack, r.stack];
            }
            return [null, null];
          },
        };
        r.DetermineComponentFrameRoot.displayName = `DetermineComponentFrameRoot`;
        var i = Object.getOwnPropertyDescriptor(r.DetermineComponentFrameRoot, `name`);
        i &&
          i.configurable &&
          Object.defineProperty(r.DetermineComponentFrameRoot, 'name', { value: `DetermineComponentFrameRoot` });
        var a = r.DetermineComponentFrameRoot(),
          o = a[0],
          s = a[1];
        if (o && s) {
          var c = o.split(`
`),
            l = s.split(`
`);
          for (i = r = 0; r < c.length && !c[r].includes(`DetermineComponentFrameRoot`); ) r++;
          for (; i < l.length && !l[i].includes(`DetermineComponentFrameRoot`); ) i++;
          if (r === c.length || i === l.length) for (r = c.length - 1, i = l.length - 1; 1 <= r && 0 <= i && c[r] !== l[i]; ) i--;
          for (; 1 <= r && 0 <= i; r--, i--)
            if (c[r] !== l[i]) {
              if (r !== 1 || i !== 1)
                do
                  if ((r--, i--, 0 > i || c[r] !== l[i])) {
                    var u =
                      `
` + c[r].replace(` at new `, ` at `);
                    return (e.displayName && u.includes(`<anonymous>`) && (u = u.replace(`<anonymous>`, e.displayName)), u);
                  }
                while (1 <= r && 0 <= i);
              break;
            }
        }
      } finally {
        (We = !1), (Error.prepareStackTrace = n);
      }
      return (n = e ? e.displayName || e.name : ``) ? Ue(n) : ``;
    }
    function Ke(e, t) {
      switch (e.tag) {
        case 26:
        case 27:
        case 5:
          return Ue(e.type);
        case 16:
          return Ue(`Lazy`);
        case 13:
          return e.child !== t && t !== null ? Ue(`Suspense Fallback`) : Ue(`Suspense`);
        case 19:
          return Ue(`SuspenseList`);
        case 0:
        case 15:
          return Ge(e.type, !1);
        case 11:
          return Ge(e.type.render, !1);
        case 1:
          return Ge(e.type, !0);
        case 31:
          return Ue(`Activity`);
        case 30:
          return Ue(`ViewTransition`);
        default:
          return ``;
      }
    }
    function qe(e) {
      try {
        var t = ``,
          n = null;
        do (t += Ke(e, n)), (n = e), (e = e.return);
        while (e);
        return t;
      } catch (e) {
        return (
          `
Error generating stack: ` +
          e.message +
          `
` +
          e.stack
        );
      }
    }
    var Je = Object.prototype.hasOwnProperty,
      Ye = t.unstable_scheduleCallback,
      Xe = t.unstable_cancelCallback,
      Ze = t.unstable_shouldYield,
      Qe = t.unstable_requestPaint,
      $e = t.unstable_now,
      et = t.unstable_getCurrentPriorityLevel,
      tt = t.unstable_ImmediatePriority,
      nt = t.unstable_UserBlockingPriority,
      rt = t.unstable_NormalPriority,
      it = t.unstable_LowPriority,
      at = t.unstable_IdlePriority,
      ot = t.log,
      st = t.unstable_setDisableYieldValue,
      ct = null,
      lt = null;
    function ut(e) {
      if ((typeof ot == `function` && st(e), lt && typeof lt.setStrictMode == `function`))
        try {
          lt.setStrictMode(ct, e);
        } catch {}
    }
    var dt = Math.clz32 ? Math.clz32 : mt,
      ft = Math.log,
      pt = Math.LN2;
    function mt(e) {
      return ((e >>>= 0), e === 0 ? 32 : (31 - ((ft(e) / pt) | 0)) | 0);
    }
    var ht = 256,
      gt = 262144,
      _t = 4194304;
    function vt(e) {
      var t = e & 42;
      if (t !== 0) return t;
      switch (e & -e) {
        case 1:
          return 1;
        case 2:
          return 2;
        case 4:
          return 4;
        case 8:
          return 8;
        case 16:
          return 16;
        case 32:
          return 32;
        case 64:
          return 64;
        case 128:
          return 128;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
          return e & -e;
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return e & 3932160;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return e & 62914560;
        case 67108864:
          return 67108864;
        case 134217728:
          return 134217728;
        case 268435456:
          return 268435456;
        case 536870912:
          return 536870912;
        case 1073741824:
          return 0;
        default:
          return e;
      }
    }
    function yt(e, t, n) {
      var r = e.pendingLanes;
      if (r === 0) return 0;
      var i = 0,
        a = e.suspendedLanes,
        o = e.pingedLanes;
      e = e.warmLanes;
      var s = r & 134217727;
      return (
        s === 0
          ? ((s = r & ~a), s === 0 ? (o === 0 ? n || ((n = r & ~e), n !== 0 && (i = vt(n))) : (i = vt(o))) : (i = vt(s)))
          : ((r = s & ~a),
            r === 0 ? ((o &= s), o === 0 ? n || ((n = s & ~e), n !== 0 && (i = vt(n))) : (i = vt(o))) : (i = vt(r))),
        i === 0
          ? 0
          : t !== 0 && t !== i && (t & a) === 0 && ((a = i & -i), (n = t & -t), a >= n || (a === 32 && n & 4194048))
            ? t
            : i
      );
    }
    function bt(e, t) {
      return (e.pendingLanes & ~(e.suspendedLanes & ~e.pingedLanes) & t) === 0;
    }
    function xt(e, t) {
      t & 8 && (t |= t & 32);
      var n = e.entangledLanes;
      if (n !== 0)
        for (e = e.entanglements, n &= t; 0 < n; ) {
          var r = 31 - dt(n),
            i = 1 << r;
          (t |= e[r]), (n &= ~i);
        }
      return t;
    }
    function St(e, t) {
      switch (e) {
        case 1:
        case 2:
        case 4:
        case 8:
        case 64:
          return t + 250;
        case 16:
        case 32:
        case 128:
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
          return t + 5e3;
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          return -1;
        case 67108864:
        case 134217728:
        case 268435456:
        case 536870912:
        case 1073741824:
          return -1;
        default:
          return -1;
      }
    }
    function Ct() {
      var e = _t;
      return ((_t <<= 1), !(_t & 62914560) && (_t = 4194304), e);
    }
    function wt(e) {
      for (var t = [], n = 0; 31 > n; n++) t.push(e);
      return t;
    }
    function Tt(e, t) {
      (e.pendingLanes |= t), t !== 268435456 && ((e.suspendedLanes = 0), (e.pingedLanes = 0), (e.warmLanes = 0));
    }
    function Et(e, t, n, r, i, a) {
      var o = e.pendingLanes;
      (e.pendingLanes = n),
        (e.suspendedLanes = 0),
        (e.pingedLanes = 0),
        (e.warmLanes = 0),
        (e.expiredLanes &= n),
        (e.entangledLanes &= n),
        (e.errorRecoveryDisabledLanes &= n),
        (e.shellSuspendCounter = 0);
      var s = e.entanglements,
        c = e.expirationTimes,
        l = e.hiddenUpdates;
      for (n = o & ~n; 0 < n; ) {
        var u = 31 - dt(n),
          d = 1 << u;
        (s[u] = 0), (c[u] = -1);
        var f = l[u];
        if (f !== null)
          for (l[u] = null, u = 0; u < f.length; u++) {
            var p = f[u];
            p !== null && (p.lane &= -536870913);
          }
        n &= ~d;
      }
      r !== 0 && Dt(e, r, 0), a !== 0 && i === 0 && e.tag !== 0 && (e.suspendedLanes |= a & ~(o & ~t));
    }
    function Dt(e, t, n) {
      (e.pendingLanes |= t), (e.suspendedLanes &= ~t);
      var r = 31 - dt(t);
      (e.entangledLanes |= t), (e.entanglements[r] = e.entanglements[r] | 1073741824 | (n & 261930));
    }
    function Ot(e, t) {
      var n = (e.entangledLanes |= t);
      for (e = e.entanglements; n; ) {
        var r = 31 - dt(n),
          i = 1 << r;
        (i & t) | (e[r] & t) && (e[r] |= t), (n &= ~i);
      }
    }
    function kt(e, t) {
      var n = t & -t;
      return ((n = n & 42 ? 1 : At(n)), (n & (e.suspendedLanes | t)) === 0 ? n : 0);
    }
    function At(e) {
      switch (e) {
        case 2:
          e = 1;
          break;
        case 8:
          e = 4;
          break;
        case 32:
          e = 16;
          break;
        case 256:
        case 512:
        case 1024:
        case 2048:
        case 4096:
        case 8192:
        case 16384:
        case 32768:
        case 65536:
        case 131072:
        case 262144:
        case 524288:
        case 1048576:
        case 2097152:
        case 4194304:
        case 8388608:
        case 16777216:
        case 33554432:
          e = 128;
          break;
        case 268435456:
          e = 134217728;
          break;
        default:
          e = 0;
      }
      return e;
    }
    function jt(e) {
      return ((e &= -e), 2 < e ? (8 < e ? (e & 134217727 ? 32 : 268435456) : 8) : 2);
    }
    function Mt() {
      var e = w.p;
      return e === 0 ? ((e = window.event), e === void 0 ? 32 : Ch(e.type)) : e;
    }
    function Nt(e, t) {
      var n = w.p;
      try {
        return ((w.p = e), t());
      } finally {
        w.p = n;
      }
    }
    var Pt = Math.random().toString(36).slice(2),
      Ft = `__reactFiber$` + Pt,
      It = `__reactProps$` + Pt,
      Lt = `__reactContainer$` + Pt,
      Rt = `__reactEvents$` + Pt,
      zt = `__reactListeners$` + Pt,
      Bt = `__reactHandles$` + Pt,
      Vt = `__reactResources$` + Pt,
      Ht = `__reactMarker$` + Pt,
      Ut = `__reactLoad$` + Pt;
    function Wt(e) {
      delete e[Ft], delete e[It], delete e[zt], delete e[Bt];
    }
    function Gt(e) {
      var t;
      if ((t = e[Ft])) return t;
      for (var n = e.parentNode; n; ) {
        if ((t = n[Lt] || n[Ft])) {
          if (((n = t.alternate), t.child !== null || (n !== null && n.child !== null)))
            for (e = fm(e); e !== null; ) {
              if ((n = e[Ft])) return n;
              e = fm(e);
            }
          return t;
        }
        (e = n), (n = e.parentNode);
      }
      return null;
    }
    function Kt(e) {
      if ((e = e[Ft] || e[Lt])) {
        var t = e.tag;
        if (t === 5 || t === 6 || t === 13 || t === 31 || t === 26 || t === 27 || t === 3) return e;
      }
      return null;
    }
    function qt(e) {
      var t = e.tag;
      if (t === 5 || t === 26 || t === 27 || t === 6) return e.stateNode;
      throw Error(i(33));
    }
    function Jt(e) {
      var t = e[Vt];
      return ((t ||= e[Vt] = { hoistableStyles: new Map(), hoistableScripts: new Map() }), t);
    }
    function E(e) {
      e[Ht] = !0;
    }
    function Yt(e) {
      e[Ut] = void 0;
    }
    var Xt = new Set(),
      Zt = {};
    function Qt(e, t) {
      $t(e, t), $t(e + `Capture`, t);
    }
    function $t(e, t) {
      for (Zt[e] = t, e = 0; e < t.length; e++) Xt.add(t[e]);
    }
    var en =
        /^[:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD][:A-Z_a-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\-.0-9\u00B7\u0300-\u036F\u203F-\u2040]*$/,
      tn = {},
      nn = {};
    function rn(e) {
      return Je.call(nn, e) ? !0 : Je.call(tn, e) ? !1 : en.test(e) ? (nn[e] = !0) : ((tn[e] = !0), !1);
    }
    var D = !1;
    function an() {
      var e = D;
      return ((D = !1), e);
    }
    function on(e, t, n) {
      if (rn(t)) {
        if (n === null) e.removeAttribute(t);
        else {
          switch (typeof n) {
            case `undefined`:
            case `function`:
            case `symbol`:
              e.removeAttribute(t);
              return;
            case `boolean`:
              var r = t.toLowerCase().slice(0, 5);
              if (r !== `data-` && r !== `aria-`) {
                e.removeAttribute(t);
                return;
              }
          }
          e.setAttribute(t, n);
        }
      }
    }
    function sn(e, t, n) {
      if (n === null) e.removeAttribute(t);
      else {
        switch (typeof n) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(t);
            return;
        }
        e.setAttribute(t, n);
      }
    }
    function cn(e, t, n, r) {
      if (r === null) e.removeAttribute(n);
      else {
        switch (typeof r) {
          case `undefined`:
          case `function`:
          case `symbol`:
          case `boolean`:
            e.removeAttribute(n);
            return;
        }
        e.setAttributeNS(t, n, r);
      }
    }
    function ln(e) {
      switch (typeof e) {
        case `bigint`:
        case `boolean`:
        case `number`:
        case `string`:
        case `undefined`:
          return e;
        case `object`:
          return e;
        default:
          return ``;
      }
    }
    function O(e) {
      var t = e.type;
      return (e = e.nodeName) && e.toLowerCase() === `input` && (t === `checkbox` || t === `radio`);
    }
    function un(e, t, n) {
      var r = Object.getOwnPropertyDescriptor(e.constructor.prototype, t);
      if (!Object.hasOwn(e, t) && r !== void 0 && typeof r.get == `function` && typeof r.set == `function`) {
        var i = r.get,
          a = r.set;
        return (
          Object.defineProperty(e, t, {
            configurable: !0,
            get: function () {
              return i.call(this);
            },
            set: function (e) {
              (n = `` + e), a.call(this, e);
            },
          }),
          Object.defineProperty(e, t, { enumerable: r.enumerable }),
          {
            getValue: () => n,
            setValue: (e) => {
              n = `` + e;
            },
            stopTracking: () => {
              (e._valueTracker = null), delete e[t];
            },
          }
        );
      }
    }
    function dn(e) {
      if (!e._valueTracker) {
        var t = O(e) ? `checked` : `value`;
        e._valueTracker = un(e, t, `` + e[t]);
      }
    }
    function fn(e) {
      if (!e) return !1;
      var t = e._valueTracker;
      if (!t) return !0;
      var n = t.getValue(),
        r = ``;
      return (e && (r = O(e) ? (e.checked ? `true` : `false`) : e.value), (e = r), e !== n && (t.setValue(e), !0));
    }
    var pn = /[\n"\\]/g;
    function mn(e) {
      return e.replace(pn, (e) => `\\` + e.charCodeAt(0).toString(16) + ` `);
    }
    function hn(e, t, n, r, i, a, o, s) {
      (e.name = ``),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean`
          ? (e.type = o)
          : e.removeAttribute(`type`),
        t == null
          ? (o !== `submit` && o !== `reset`) || e.removeAttribute(`value`)
          : o === `number`
            ? ((t === 0 && e.value === ``) || e.value != t) && (e.value = `` + ln(t))
            : e.value !== `` + ln(t) && (e.value = `` + ln(t)),
        t == null
          ? n == null
            ? r != null && e.removeAttribute(`value`)
            : _n(e, ln(n))
          : o === `number` && e.value == t
            ? _n(e, ln(e.value))
            : _n(e, ln(t)),
        i == null && a != null && (e.defaultChecked = !!a),
        i != null && (e.checked = i && typeof i != `function` && typeof i != `symbol`),
        s != null && typeof s != `function` && typeof s != `symbol` && typeof s != `boolean`
          ? (e.name = `` + ln(s))
          : e.removeAttribute(`name`);
    }
    function gn(e, t, n, r, i, a, o, s) {
      if (
        (a != null && typeof a != `function` && typeof a != `symbol` && typeof a != `boolean` && (e.type = a),
        t != null || n != null)
      ) {
        if (!((a !== `submit` && a !== `reset`) || t != null)) {
          dn(e);
          return;
        }
        (n = n == null ? `` : `` + ln(n)),
          (t = t == null ? n : `` + ln(t)),
          s || t === e.value || (e.value = t),
          (e.defaultValue = t);
      }
      (r ??= i),
        (r = typeof r != `function` && typeof r != `symbol` && !!r),
        (e.checked = s ? e.checked : !!r),
        (e.defaultChecked = !!r),
        o != null && typeof o != `function` && typeof o != `symbol` && typeof o != `boolean` && (e.name = o),
        dn(e);
    }
    function _n(e, t) {
      e.defaultValue !== `` + t && (e.defaultValue = `` + t);
    }
    function vn(e, t, n, r) {
      if (((e = e.options), t)) {
        t = {};
        for (var i = 0; i < n.length; i++) t[`$` + n[i]] = !0;
        for (n = 0; n < e.length; n++)
          (i = Object.hasOwn(t, `$` + e[n].value)),
            e[n].selected !== i && (e[n].selected = i),
            i && r && (e[n].defaultSelected = !0);
      } else {
        for (n = `` + ln(n), t = null, i = 0; i < e.length; i++) {
          if (e[i].value === n) {
            (e[i].selected = !0), r && (e[i].defaultSelected = !0);
            return;
          }
          t !== null || e[i].disabled || (t = e[i]);
        }
        t !== null && (t.selected = !0);
      }
    }
    function yn(e, t, n) {
      t != null && ((t = `` + ln(t)), t !== e.value && (e.value = t), n == null)
        ? e.defaultValue !== t && (e.defaultValue = t)
        : (e.defaultValue = n == null ? `` : `` + ln(n));
    }
    function bn(e, t, n, r) {
      if (t == null) {
        if (r != null) {
          if (n != null) throw Error(i(92));
          if (De(r)) {
            if (1 < r.length) throw Error(i(93));
            r = r[0];
          }
          n = r;
        }
        (n ??= ``), (t = n);
      }
      (n = ln(t)), (e.defaultValue = n), (r = e.textContent), r === n && r !== `` && r !== null && (e.value = r), dn(e);
    }
    function xn(e, t) {
      if (t) {
        var n = e.firstChild;
        if (n && n === e.lastChild && n.nodeType === 3) {
          n.nodeValue = t;
          return;
        }
      }
      e.textContent = t;
    }
    var Sn = new Set(
      `animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow WebkitFlexPositive WebkitFlexShrink WebkitLineClamp`.split(
        ` `,
      ),
    );
    function Cn(e, t, n) {
      var r = t.indexOf(`--`) === 0;
      n == null || typeof n == `boolean` || n === ``
        ? r
          ? e.setProperty(t, ``)
          : t === `float`
            ? (e.cssFloat = ``)
            : (e[t] = ``)
        : r
          ? e.setProperty(t, n)
          : typeof n != `number` || n === 0 || Sn.has(t)
            ? t === `float`
              ? (e.cssFloat = n)
              : (e[t] = (`` + n).trim())
            : (e[t] = n + `px`);
    }
    function wn(e, t, n) {
      if (t != null && typeof t != `object`) throw Error(i(62));
      if (((e = e.style), n != null)) {
        for (var r in n)
          !Object.hasOwn(n, r) ||
            (t != null && Object.hasOwn(t, r)) ||
            (r.indexOf(`--`) === 0 ? e.setProperty(r, ``) : r === `float` ? (e.cssFloat = ``) : (e[r] = ``), (D = !0));
        for (var a in t) (r = t[a]), Object.hasOwn(t, a) && n[a] !== r && (Cn(e, a, r), (D = !0));
      } else for (var o in t) Object.hasOwn(t, o) && Cn(e, o, t[o]);
    }
    function Tn(e) {
      if (e.indexOf(`-`) === -1) return !1;
      switch (e) {
        case `annotation-xml`:
        case `color-profile`:
        case `font-face`:
        case `font-face-src`:
        case `font-face-uri`:
        case `font-face-format`:
        case `font-face-name`:
        case `missing-glyph`:
          return !1;
        default:
          return !0;
      }
    }
    var En = new Map([
        [`acceptCharset`, `accept-charset`],
        [`htmlFor`, `for`],
        [`httpEquiv`, `http-equiv`],
        [`crossOrigin`, `crossorigin`],
        [`accentHeight`, `accent-height`],
        [`alignmentBaseline`, `alignment-baseline`],
        [`arabicForm`, `arabic-form`],
        [`baselineShift`, `baseline-shift`],
        [`capHeight`, `cap-height`],
        [`clipPath`, `clip-path`],
        [`clipRule`, `clip-rule`],
        [`colorInterpolation`, `color-interpolation`],
        [`colorInterpolationFilters`, `color-interpolation-filters`],
        [`colorProfile`, `color-profile`],
        [`colorRendering`, `color-rendering`],
        [`dominantBaseline`, `dominant-baseline`],
        [`enableBackground`, `enable-background`],
        [`fillOpacity`, `fill-opacity`],
        [`fillRule`, `fill-rule`],
        [`floodColor`, `flood-color`],
        [`floodOpacity`, `flood-opacity`],
        [`fontFamily`, `font-family`],
        [`fontSize`, `font-size`],
        [`fontSizeAdjust`, `font-size-adjust`],
        [`fontStretch`, `font-stretch`],
        [`fontStyle`, `font-style`],
        [`fontVariant`, `font-variant`],
        [`fontWeight`, `font-weight`],
        [`glyphName`, `glyph-name`],
        [`glyphOrientationHorizontal`, `glyph-orientation-horizontal`],
        [`glyphOrientationVertical`, `glyph-orientation-vertical`],
        [`horizAdvX`, `horiz-adv-x`],
        [`horizOriginX`, `horiz-origin-x`],
        [`imageRendering`, `image-rendering`],
        [`letterSpacing`, `letter-spacing`],
        [`lightingColor`, `lighting-color`],
        [`markerEnd`, `marker-end`],
        [`markerMid`, `marker-mid`],
        [`markerStart`, `marker-start`],
        [`maskType`, `mask-type`],
        [`overlinePosition`, `overline-position`],
        [`overlineThickness`, `overline-thickness`],
        [`paintOrder`, `paint-order`],
        [`panose-1`, `panose-1`],
        [`pointerEvents`, `pointer-events`],
        [`renderingIntent`, `rendering-intent`],
        [`shapeRendering`, `shape-rendering`],
        [`stopColor`, `stop-color`],
        [`stopOpacity`, `stop-opacity`],
        [`strikethroughPosition`, `strikethrough-position`],
        [`strikethroughThickness`, `strikethrough-thickness`],
        [`strokeDasharray`, `stroke-dasharray`],
        [`strokeDashoffset`, `stroke-dashoffset`],
        [`strokeLinecap`, `stroke-linecap`],
        [`strokeLinejoin`, `stroke-linejoin`],
        [`strokeMiterlimit`, `stroke-miterlimit`],
        [`strokeOpacity`, `stroke-opacity`],
        [`strokeWidth`, `stroke-width`],
        [`textAnchor`, `text-anchor`],
        [`textDecoration`, `text-decoration`],
        [`textRendering`, `text-rendering`],
        [`transformOrigin`, `transform-origin`],
        [`underlinePosition`, `underline-position`],
        [`underlineThickness`, `underline-thickness`],
        [`unicodeBidi`, `unicode-bidi`],
        [`unicodeRange`, `unicode-range`],
        [`unitsPerEm`, `units-per-em`],
        [`vAlphabetic`, `v-alphabetic`],
        [`vHanging`, `v-hanging`],
        [`vIdeographic`, `v-ideographic`],
        [`vMathematical`, `v-mathematical`],
        [`vectorEffect`, `vector-effect`],
        [`vertAdvY`, `vert-adv-y`],
        [`vertOriginX`, `vert-origin-x`],
        [`vertOriginY`, `vert-origin-y`],
        [`wordSpacing`, `word-spacing`],
        [`writingMode`, `writing-mode`],
        [`xmlnsXlink`, `xmlns:xlink`],
        [`xHeight`, `x-height`],
      ]),
      Dn =
        /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
    function On(e) {
      return Dn.test(`` + e) ? `javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')` : e;
    }
    function kn() {}
    var An = null;
    function jn(e) {
      return (
        (e = e.target || e.srcElement || window),
        e.correspondingUseElement && (e = e.correspondingUseElement),
        e.nodeType === 3 ? e.parentNode : e
      );
    }
    var Mn = null,
      Nn = null;
    function Pn(e) {
      var t = Kt(e);
      if (t && (e = t.stateNode)) {
        var n = e[It] || null;
        switch (((e = t.stateNode), t.type)) {
          case `input`:
            if (
              (hn(e, n.value, n.defaultValue, n.defaultValue, n.checked, n.defaultChecked, n.type, n.name),
              (t = n.name),
              n.type === `radio` && t != null)
            ) {
              for (n = e; n.parentNode; ) n = n.parentNode;
              for (n = n.querySelectorAll(`input[name="` + mn(`` + t) + `"][type="radio"]`), t = 0; t < n.length; t++) {
                var r = n[t];
                if (r !== e && r.form === e.form) {
                  var a = r[It] || null;
                  if (!a) throw Error(i(90));
                  hn(r, a.value, a.defaultValue, a.defaultValue, a.checked, a.defaultChecked, a.type, a.name);
                }
              }
              for (t = 0; t < n.length; t++) (r = n[t]), r.form === e.form && fn(r);
            }
            break;
          case `textarea`:
            yn(e, n.value, n.defaultValue);
            break;
          case `select`:
            (t = n.value), t != null && vn(e, !!n.multiple, t, !1);
        }
      }
    }
    var Fn = !1;
    function In(e, t, n) {
      if (Fn) return e(t, n);
      Fn = !0;
      try {
        return e(t);
      } finally {
        if (((Fn = !1), (Mn !== null || Nn !== null) && (zd(), Mn && ((t = Mn), (e = Nn), (Nn = Mn = null), Pn(t), e))))
          for (t = 0; t < e.length; t++) Pn(e[t]);
      }
    }
    function Ln(e, t) {
      var n = e.stateNode;
      if (n === null) return null;
      var r = n[It] || null;
      if (r === null) return null;
      n = r[t];
      switch (t) {
        case `onClick`:
        case `onClickCapture`:
        case `onDoubleClick`:
        case `onDoubleClickCapture`:
        case `onMouseDown`:
        case `onMouseDownCapture`:
        case `onMouseMove`:
        case `onMouseMoveCapture`:
        case `onMouseUp`:
        case `onMouseUpCapture`:
        case `onMouseEnter`:
          (r = !r.disabled) || ((e = e.type), (r = e !== `button` && e !== `input` && e !== `select` && e !== `textarea`)),
            (e = !r);
          break;
        default:
          e = !1;
      }
      if (e) return null;
      if (n && typeof n != `function`) throw Error(i(231, t, typeof n));
      return n;
    }
    var k = typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0,
      Rn = !1;
    if (k)
      try {
        var zn = {};
        Object.defineProperty(zn, 'passive', {
          get: () => {
            Rn = !0;
          },
        }),
          window.addEventListener(`test`, zn, zn),
          window.removeEventListener(`test`, zn, zn);
      } catch {
        Rn = !1;
      }
    var Bn = null,
      Vn = null,
      Hn = null;
    function Un() {
      if (Hn) return Hn;
      var e,
        t = Vn,
        n = t.length,
        r,
        i = `value` in Bn ? Bn.value : Bn.textContent,
        a = i.length;
      for (e = 0; e < n && t[e] === i[e]; e++);
      var o = n - e;
      for (r = 1; r <= o && t[n - r] === i[a - r]; r++);
      return (Hn = i.slice(e, 1 < r ? 1 - r : void 0));
    }
    function Wn(e) {
      var t = e.keyCode;
      return (
        `charCode` in e ? ((e = e.charCode), e === 0 && t === 13 && (e = 13)) : (e = t),
        e === 10 && (e = 13),
        32 <= e || e === 13 ? e : 0
      );
    }
    function Gn() {
      return !0;
    }
    function Kn() {
      return !1;
    }
    function qn(e) {
      function t(t, n, r, i, a) {
        for (var o in ((this._reactName = t),
        (this._targetInst = r),
        (this.type = n),
        (this.nativeEvent = i),
        (this.target = a),
        (this.currentTarget = null),
        e))
          Object.hasOwn(e, o) && ((t = e[o]), (this[o] = t ? t(i) : i[o]));
        return (
          (this.isDefaultPrevented = (i.defaultPrevented == null ? !1 === i.returnValue : i.defaultPrevented) ? Gn : Kn),
          (this.isPropagationStopped = Kn),
          this
        );
      }
      return (
        S(t.prototype, {
          preventDefault: function () {
            this.defaultPrevented = !0;
            var e = this.nativeEvent;
            e &&
              (e.preventDefault ? e.preventDefault() : typeof e.returnValue != `unknown` && (e.returnValue = !1),
              (this.isDefaultPrevented = Gn));
          },
          stopPropagation: function () {
            var e = this.nativeEvent;
            e &&
              (e.stopPropagation ? e.stopPropagation() : typeof e.cancelBubble != `unknown` && (e.cancelBubble = !0),
              (this.isPropagationStopped = Gn));
          },
          persist: () => {},
          isPersistent: Gn,
        }),
        t
      );
    }
    var Jn = {
        eventPhase: 0,
        bubbles: 0,
        cancelable: 0,
        timeStamp: (e) => e.timeStamp || Date.now(),
        defaultPrevented: 0,
        isTrusted: 0,
      },
      Yn = qn(Jn),
      Xn = S({}, Jn, { view: 0, detail: 0 }),
      Zn = qn(Xn),
      Qn,
      $n,
      er,
      tr = S({}, Xn, {
        screenX: 0,
        screenY: 0,
        clientX: 0,
        clientY: 0,
        pageX: 0,
        pageY: 0,
        ctrlKey: 0,
        shiftKey: 0,
        altKey: 0,
        metaKey: 0,
        getModifierState: fr,
        button: 0,
        buttons: 0,
        relatedTarget: (e) =>
          e.relatedTarget === void 0 ? (e.fromElement === e.srcElement ? e.toElement : e.fromElement) : e.relatedTarget,
        movementX: (e) =>
          `movementX` in e
            ? e.movementX
            : (e !== er &&
                (er && e.type === `mousemove` ? ((Qn = e.screenX - er.screenX), ($n = e.screenY - er.screenY)) : ($n = Qn = 0),
                (er = e)),
              Qn),
        movementY: (e) => (`movementY` in e ? e.movementY : $n),
      }),
      nr = qn(tr),
      rr = qn(S({}, tr, { dataTransfer: 0 })),
      ir = qn(S({}, Xn, { relatedTarget: 0 })),
      ar = qn(S({}, Jn, { animationName: 0, elapsedTime: 0, pseudoElement: 0 })),
      or = qn(S({}, Jn, { clipboardData: (e) => (`clipboardData` in e ? e.clipboardData : window.clipboardData) })),
      sr = qn(S({}, Jn, { data: 0 })),
      cr = {
        Esc: `Escape`,
        Spacebar: ` `,
        Left: `ArrowLeft`,
        Up: `ArrowUp`,
        Right: `ArrowRight`,
        Down: `ArrowDown`,
        Del: `Delete`,
        Win: `OS`,
        Menu: `ContextMenu`,
        Apps: `ContextMenu`,
        Scroll: `ScrollLock`,
        MozPrintableKey: `Unidentified`,
      },
      lr = {
        8: `Backspace`,
        9: `Tab`,
        12: `Clear`,
        13: `Enter`,
        16: `Shift`,
        17: `Control`,
        18: `Alt`,
        19: `Pause`,
        20: `CapsLock`,
        27: `Escape`,
        32: ` `,
        33: `PageUp`,
        34: `PageDown`,
        35: `End`,
        36: `Home`,
        37: `ArrowLeft`,
        38: `ArrowUp`,
        39: `ArrowRight`,
        40: `ArrowDown`,
        45: `Insert`,
        46: `Delete`,
        112: `F1`,
        113: `F2`,
        114: `F3`,
        115: `F4`,
        116: `F5`,
        117: `F6`,
        118: `F7`,
        119: `F8`,
        120: `F9`,
        121: `F10`,
        122: `F11`,
        123: `F12`,
        144: `NumLock`,
        145: `ScrollLock`,
        224: `Meta`,
      },
      ur = { Alt: `altKey`, Control: `ctrlKey`, Meta: `metaKey`, Shift: `shiftKey` };
    function dr(e) {
      var t = this.nativeEvent;
      return t.getModifierState ? t.getModifierState(e) : (e = ur[e]) ? !!t[e] : !1;
    }
    function fr() {
      return dr;
    }
    var pr = qn(
        S({}, Xn, {
          key: (e) => {
            if (e.key) {
              var t = cr[e.key] || e.key;
              if (t !== `Unidentified`) return t;
            }
            return e.type === `keypress`
              ? ((e = Wn(e)), e === 13 ? `Enter` : String.fromCharCode(e))
              : e.type === `keydown` || e.type === `keyup`
                ? lr[e.keyCode] || `Unidentified`
                : ``;
          },
          code: 0,
          location: 0,
          ctrlKey: 0,
          shiftKey: 0,
          altKey: 0,
          metaKey: 0,
          repeat: 0,
          locale: 0,
          getModifierState: fr,
          charCode: (e) => (e.type === `keypress` ? Wn(e) : 0),
          keyCode: (e) => (e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0),
          which: (e) => (e.type === `keypress` ? Wn(e) : e.type === `keydown` || e.type === `keyup` ? e.keyCode : 0),
        }),
      ),
      mr = qn(
        S({}, tr, {
          pointerId: 0,
          width: 0,
          height: 0,
          pressure: 0,
          tangentialPressure: 0,
          tiltX: 0,
          tiltY: 0,
          twist: 0,
          pointerType: 0,
          isPrimary: 0,
        }),
      ),
      hr = qn(S({}, Jn, { submitter: 0 })),
      gr = qn(
        S({}, Xn, {
          touches: 0,
          targetTouches: 0,
          changedTouches: 0,
          altKey: 0,
          metaKey: 0,
          ctrlKey: 0,
          shiftKey: 0,
          getModifierState: fr,
        }),
      ),
      _r = qn(S({}, Jn, { propertyName: 0, elapsedTime: 0, pseudoElement: 0 })),
      vr = qn(
        S({}, tr, {
          deltaX: (e) => (`deltaX` in e ? e.deltaX : `wheelDeltaX` in e ? -e.wheelDeltaX : 0),
          deltaY: (e) => (`deltaY` in e ? e.deltaY : `wheelDeltaY` in e ? -e.wheelDeltaY : `wheelDelta` in e ? -e.wheelDelta : 0),
          deltaZ: 0,
          deltaMode: 0,
        }),
      ),
      yr = qn(S({}, Jn, { newState: 0, oldState: 0, source: 0 })),
      br = [9, 13, 27, 32],
      xr = k && `CompositionEvent` in window,
      Sr = null;
    k && `documentMode` in document && (Sr = document.documentMode);
    var Cr = k && `TextEvent` in window && !Sr,
      A = k && (!xr || (Sr && 8 < Sr && 11 >= Sr)),
      wr = ` `,
      Tr = !1;
    function Er(e, t) {
      switch (e) {
        case `keyup`:
          return br.indexOf(t.keyCode) !== -1;
        case `keydown`:
          return t.keyCode !== 229;
        case `keypress`:
        case `mousedown`:
        case `focusout`:
          return !0;
        default:
          return !1;
      }
    }
    function Dr(e) {
      return ((e = e.detail), typeof e == `object` && `data` in e ? e.data : null);
    }
    var Or = !1;
    function kr(e, t) {
      switch (e) {
        case `compositionend`:
          return Dr(t);
        case `keypress`:
          return t.which === 32 ? ((Tr = !0), wr) : null;
        case `textInput`:
          return ((e = t.data), e === wr && Tr ? null : e);
        default:
          return null;
      }
    }
    function Ar(e, t) {
      if (Or) return e === `compositionend` || (!xr && Er(e, t)) ? ((e = Un()), (Hn = Vn = Bn = null), (Or = !1), e) : null;
      switch (e) {
        case `paste`:
          return null;
        case `keypress`:
          if (!(t.ctrlKey || t.altKey || t.metaKey) || (t.ctrlKey && t.altKey)) {
            if (t.char && 1 < t.char.length) return t.char;
            if (t.which) return String.fromCharCode(t.which);
          }
          return null;
        case `compositionend`:
          return A && t.locale !== `ko` ? null : t.data;
        default:
          return null;
      }
    }
    var jr = {
      color: !0,
      date: !0,
      datetime: !0,
      'datetime-local': !0,
      email: !0,
      month: !0,
      number: !0,
      password: !0,
      range: !0,
      search: !0,
      tel: !0,
      text: !0,
      time: !0,
      url: !0,
      week: !0,
    };
    function Mr(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return t === `input` ? !!jr[e.type] : t === `textarea`;
    }
    function Nr(e, t, n, r) {
      Mn ? (Nn ? Nn.push(r) : (Nn = [r])) : (Mn = r),
        (t = Jf(t, `onChange`)),
        0 < t.length && ((n = new Yn(`onChange`, `change`, null, n, r)), e.push({ event: n, listeners: t }));
    }
    var Pr = null,
      Fr = null;
    function Ir(e) {
      Vf(e, 0);
    }
    function Lr(e) {
      if (fn(qt(e))) return e;
    }
    function Rr(e, t) {
      if (e === `change`) return t;
    }
    var zr = !1;
    if (k) {
      var Br;
      if (k) {
        var Vr = `oninput` in document;
        if (!Vr) {
          var Hr = document.createElement(`div`);
          Hr.setAttribute(`oninput`, `return;`), (Vr = typeof Hr.oninput == `function`);
        }
        Br = Vr;
      } else Br = !1;
      zr = Br && (!document.documentMode || 9 < document.documentMode);
    }
    function Ur() {
      Pr && (Pr.detachEvent(`onpropertychange`, Wr), (Fr = Pr = null));
    }
    function Wr(e) {
      if (e.propertyName === `value` && Lr(Fr)) {
        var t = [];
        Nr(t, Fr, e, jn(e)), In(Ir, t);
      }
    }
    function Gr(e, t, n) {
      e === `focusin` ? (Ur(), (Pr = t), (Fr = n), Pr.attachEvent(`onpropertychange`, Wr)) : e === `focusout` && Ur();
    }
    function Kr(e) {
      if (e === `selectionchange` || e === `keyup` || e === `keydown`) return Lr(Fr);
    }
    function qr(e, t) {
      if (e === `click`) return Lr(t);
    }
    function Jr(e, t) {
      if (e === `input` || e === `change`) return Lr(t);
    }
    function Yr(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var Xr = typeof Object.is == `function` ? Object.is : Yr;
    function Zr(e, t) {
      if (Xr(e, t)) return !0;
      if (typeof e != `object` || !e || typeof t != `object` || !t) return !1;
      var n = Object.keys(e),
        r = Object.keys(t);
      if (n.length !== r.length) return !1;
      for (r = 0; r < n.length; r++) {
        var i = n[r];
        if (!Je.call(t, i) || !Xr(e[i], t[i])) return !1;
      }
      return !0;
    }
    function Qr(e) {
      if (((e ||= typeof document < `u` ? document : void 0), e === void 0)) return null;
      try {
        return e.activeElement || e.body;
      } catch {
        return e.body;
      }
    }
    function $r(e) {
      for (; e && e.firstChild; ) e = e.firstChild;
      return e;
    }
    function ei(e, t) {
      var n = $r(e);
      e = 0;
      for (var r; n; ) {
        if (n.nodeType === 3) {
          if (((r = e + n.textContent.length), e <= t && r >= t)) return { node: n, offset: t - e };
          e = r;
        }
        a: {
          for (; n; ) {
            if (n.nextSibling) {
              n = n.nextSibling;
              break a;
            }
            n = n.parentNode;
          }
          n = void 0;
        }
        n = $r(n);
      }
    }
    function ti(e, t) {
      return e && t
        ? e === t
          ? !0
          : e && e.nodeType === 3
            ? !1
            : t && t.nodeType === 3
              ? ti(e, t.parentNode)
              : `contains` in e
                ? e.contains(t)
                : e.compareDocumentPosition
                  ? !!(e.compareDocumentPosition(t) & 16)
                  : !1
        : !1;
    }
    function ni(e) {
      e = e != null && e.ownerDocument != null && e.ownerDocument.defaultView != null ? e.ownerDocument.defaultView : window;
      for (var t = Qr(e.document); t instanceof e.HTMLIFrameElement; ) {
        try {
          var n = typeof t.contentWindow.location.href == `string`;
        } catch {
          n = !1;
        }
        if (n) e = t.contentWindow;
        else break;
        t = Qr(e.document);
      }
      return t;
    }
    function ri(e) {
      var t = e && e.nodeName && e.nodeName.toLowerCase();
      return (
        t &&
        ((t === `input` &&
          (e.type === `text` || e.type === `search` || e.type === `tel` || e.type === `url` || e.type === `password`)) ||
          t === `textarea` ||
          e.contentEditable === `true`)
      );
    }
    var ii = k && `documentMode` in document && 11 >= document.documentMode,
      ai = null,
      oi = null,
      si = null,
      ci = !1;
    function li(e, t, n) {
      var r = n.window === n ? n.document : n.nodeType === 9 ? n : n.ownerDocument;
      ci ||
        ai == null ||
        ai !== Qr(r) ||
        ((r = ai),
        `selectionStart` in r && ri(r)
          ? (r = { start: r.selectionStart, end: r.selectionEnd })
          : ((r = ((r.ownerDocument && r.ownerDocument.defaultView) || window).getSelection()),
            (r = { anchorNode: r.anchorNode, anchorOffset: r.anchorOffset, focusNode: r.focusNode, focusOffset: r.focusOffset })),
        (si && Zr(si, r)) ||
          ((si = r),
          (r = Jf(oi, `onSelect`)),
          0 < r.length && ((t = new Yn(`onSelect`, `select`, null, t, n)), e.push({ event: t, listeners: r }), (t.target = ai))));
    }
    function ui(e, t) {
      var n = {};
      return ((n[e.toLowerCase()] = t.toLowerCase()), (n[`Webkit` + e] = `webkit` + t), (n[`Moz` + e] = `moz` + t), n);
    }
    var di = {
        animationend: ui(`Animation`, `AnimationEnd`),
        animationiteration: ui(`Animation`, `AnimationIteration`),
        animationstart: ui(`Animation`, `AnimationStart`),
        transitionrun: ui(`Transition`, `TransitionRun`),
        transitionstart: ui(`Transition`, `TransitionStart`),
        transitioncancel: ui(`Transition`, `TransitionCancel`),
        transitionend: ui(`Transition`, `TransitionEnd`),
      },
      fi = {},
      pi = {};
    k &&
      ((pi = document.createElement(`div`).style),
      `AnimationEvent` in window ||
        (delete di.animationend.animation, delete di.animationiteration.animation, delete di.animationstart.animation),
      `TransitionEvent` in window || delete di.transitionend.transition);
    function mi(e) {
      if (fi[e]) return fi[e];
      if (!di[e]) return e;
      var t = di[e],
        n;
      for (n in t) if (Object.hasOwn(t, n) && n in pi) return (fi[e] = t[n]);
      return e;
    }
    var hi = mi(`animationend`),
      gi = mi(`animationiteration`),
      _i = mi(`animationstart`),
      j = mi(`transitionrun`),
      vi = mi(`transitionstart`),
      M = mi(`transitioncancel`),
      yi = mi(`transitionend`),
      bi = new Map(),
      xi =
        `abort auxClick beforeToggle cancel canPlay canPlayThrough click close contextMenu copy cut drag dragEnd dragEnter dragExit dragLeave dragOver dragStart drop durationChange emptied encrypted ended error fullscreenChange fullscreenError gotPointerCapture input invalid keyDown keyPress keyUp load loadedData loadedMetadata loadStart lostPointerCapture mouseDown mouseMove mouseOut mouseOver mouseUp paste pause play playing pointerCancel pointerDown pointerMove pointerOut pointerOver pointerUp progress rateChange reset resize seeked seeking stalled submit suspend timeUpdate touchCancel touchEnd touchStart volumeChange scroll toggle touchMove waiting wheel`.split(
          ` `,
        );
    xi.push(`scrollEnd`);
    function Si(e, t) {
      bi.set(e, t), Qt(t, [e]);
    }
    var Ci = 0;
    function wi(e, t) {
      if (e.name != null && e.name !== `auto`) return e.name;
      if (t.autoName !== null) return t.autoName;
      e = bd.identifierPrefix;
      var n = Ci++;
      return ((e = `_` + e + `t_` + n.toString(32) + `_`), (t.autoName = e));
    }
    function Ti(e) {
      if (e == null || typeof e == `string`) return e;
      var t = null,
        n = Od;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = e[n[r]];
          if (i != null) {
            if (i === `none`) return `none`;
            t = t == null ? i : t + (` ` + i);
          }
        }
      return t ?? e.default;
    }
    function Ei(e, t) {
      return ((e = Ti(e)), (t = Ti(t)), t == null ? (e === `auto` ? null : e) : t === `auto` ? null : t);
    }
    var Di =
        typeof reportError == `function`
          ? reportError
          : (e) => {
              if (typeof window == `object` && typeof window.ErrorEvent == `function`) {
                var t = new window.ErrorEvent(`error`, {
                  bubbles: !0,
                  cancelable: !0,
                  message: typeof e == `object` && e && typeof e.message == `string` ? String(e.message) : String(e),
                  error: e,
                });
                if (!window.dispatchEvent(t)) return;
              } else if (typeof process == `object` && typeof process.emit == `function`) {
                process.emit(`uncaughtException`, e);
                return;
              }
              console.error(e);
            },
      Oi = [],
      ki = 0,
      Ai = 0;
    function ji() {
      for (var e = ki, t = (Ai = ki = 0); t < e; ) {
        var n = Oi[t];
        Oi[t++] = null;
        var r = Oi[t];
        Oi[t++] = null;
        var i = Oi[t];
        Oi[t++] = null;
        var a = Oi[t];
        if (((Oi[t++] = null), r !== null && i !== null)) {
          var o = r.pending;
          o === null ? (i.next = i) : ((i.next = o.next), (o.next = i)), (r.pending = i);
        }
        a !== 0 && Fi(n, i, a);
      }
    }
    function Mi(e, t, n, r) {
      (Oi[ki++] = e),
        (Oi[ki++] = t),
        (Oi[ki++] = n),
        (Oi[ki++] = r),
        (Ai |= r),
        (e.lanes |= r),
        (e = e.alternate),
        e !== null && (e.lanes |= r);
    }
    function Ni(e, t, n, r) {
      return (Mi(e, t, n, r), Ii(e));
    }
    function Pi(e, t) {
      return (Mi(e, null, null, t), Ii(e));
    }
    function Fi(e, t, n) {
      e.lanes |= n;
      var r = e.alternate;
      r !== null && (r.lanes |= n);
      for (var i = !1, a = e.return; a !== null; )
        (a.childLanes |= n),
          (r = a.alternate),
          r !== null && (r.childLanes |= n),
          a.tag === 22 && ((e = a.stateNode), e === null || e._visibility & 1 || (i = !0)),
          (e = a),
          (a = a.return);
      return e.tag === 3
        ? ((a = e.stateNode),
          i &&
            t !== null &&
            ((i = 31 - dt(n)),
            (e = a.hiddenUpdates),
            (r = e[i]),
            r === null ? (e[i] = [t]) : r.push(t),
            (t.lane = n | 536870912)),
          a)
        : null;
    }
    function Ii(e) {
      if (50 < kd) throw ((kd = 0), (Ad = null), Error(i(185)));
      for (var t = e.return; t !== null; ) (e = t), (t = e.return);
      return e.tag === 3 ? e.stateNode : null;
    }
    var Li = {};
    function Ri(e, t, n, r) {
      (this.tag = e),
        (this.key = n),
        (this.sibling = this.child = this.return = this.stateNode = this.type = this.elementType = null),
        (this.index = 0),
        (this.refCleanup = this.ref = null),
        (this.pendingProps = t),
        (this.dependencies = this.memoizedState = this.updateQueue = this.memoizedProps = null),
        (this.mode = r),
        (this.subtreeFlags = this.flags = 0),
        (this.deletions = null),
        (this.childLanes = this.lanes = 0),
        (this.alternate = null);
    }
    function zi(e, t, n, r) {
      return new Ri(e, t, n, r);
    }
    function Bi(e) {
      return ((e = e.prototype), !(!e || !e.isReactComponent));
    }
    function Vi(e, t) {
      var n = e.alternate;
      return (
        n === null
          ? ((n = zi(e.tag, t, e.key, e.mode)),
            (n.elementType = e.elementType),
            (n.type = e.type),
            (n.stateNode = e.stateNode),
            (n.alternate = e),
            (e.alternate = n))
          : ((n.pendingProps = t), (n.type = e.type), (n.flags = 0), (n.subtreeFlags = 0), (n.deletions = null)),
        (n.flags = e.flags & 1206910976),
        (n.childLanes = e.childLanes),
        (n.lanes = e.lanes),
        (n.child = e.child),
        (n.memoizedProps = e.memoizedProps),
        (n.memoizedState = e.memoizedState),
        (n.updateQueue = e.updateQueue),
        (t = e.dependencies),
        (n.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext }),
        (n.sibling = e.sibling),
        (n.index = e.index),
        (n.ref = e.ref),
        (n.refCleanup = e.refCleanup),
        n
      );
    }
    function Hi(e, t) {
      e.flags &= 1206910978;
      var n = e.alternate;
      return (
        n === null
          ? ((e.childLanes = 0),
            (e.lanes = t),
            (e.child = null),
            (e.subtreeFlags = 0),
            (e.memoizedProps = null),
            (e.memoizedState = null),
            (e.updateQueue = null),
            (e.dependencies = null),
            (e.stateNode = null))
          : ((e.childLanes = n.childLanes),
            (e.lanes = n.lanes),
            (e.child = n.child),
            (e.subtreeFlags = 0),
            (e.deletions = null),
            (e.memoizedProps = n.memoizedProps),
            (e.memoizedState = n.memoizedState),
            (e.updateQueue = n.updateQueue),
            (e.type = n.type),
            (t = n.dependencies),
            (e.dependencies = t === null ? null : { lanes: t.lanes, firstContext: t.firstContext })),
        e
      );
    }
    function Ui(e, t, n, r, a, o) {
      var s = 0;
      if (((r = e), typeof r == `function`)) Bi(r) && (s = 1);
      else if (typeof r == `string`) s = qm(e, n, Ne.current) ? 26 : e === `html` || e === `head` || e === `body` ? 27 : 5;
      else
        a: switch (r) {
          case ve:
            return ((e = zi(31, n, t, a)), (e.elementType = ve), (e.lanes = o), e);
          case ce:
            return Wi(n.children, a, o, t);
          case le:
            (s = 8), (a |= 24);
            break;
          case ue:
            return ((e = zi(12, n, t, a | 2)), (e.elementType = ue), (e.lanes = o), e);
          case me:
            return ((e = zi(13, n, t, a)), (e.elementType = me), (e.lanes = o), e);
          case he:
            return ((e = zi(19, n, t, a)), (e.elementType = he), (e.lanes = o), e);
          case ye:
          case xe:
            return (
              (e = a | 32),
              (e = zi(30, n, t, e)),
              (e.elementType = xe),
              (e.lanes = o),
              (e.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
              e
            );
          default:
            if (typeof r == `object` && r)
              switch (r.$$typeof) {
                case fe:
                  s = 10;
                  break a;
                case de:
                  s = 9;
                  break a;
                case pe:
                  s = 11;
                  break a;
                case ge:
                  s = 14;
                  break a;
                case _e:
                  (s = 16), (r = null);
                  break a;
              }
            (s = 29), (n = Error(i(130, e === null ? `null` : typeof e, ``))), (r = null);
        }
      return ((t = zi(s, n, t, a)), (t.elementType = e), (t.type = r), (t.lanes = o), t);
    }
    function Wi(e, t, n, r) {
      return ((e = zi(7, e, r, t)), (e.lanes = n), e);
    }
    function Gi(e, t, n) {
      return ((e = zi(6, e, null, t)), (e.lanes = n), e);
    }
    function Ki(e) {
      var t = zi(18, null, null, 0);
      return ((t.stateNode = e), t);
    }
    function qi(e, t, n) {
      return (
        (t = zi(4, e.children === null ? [] : e.children, e.key, t)),
        (t.lanes = n),
        (t.stateNode = { containerInfo: e.containerInfo, pendingChildren: null, implementation: e.implementation }),
        t
      );
    }
    var Ji = new WeakMap();
    function Yi(e, t) {
      if (typeof e == `object` && e) {
        var n = Ji.get(e);
        return n === void 0 ? ((t = { value: e, source: t, stack: qe(t) }), Ji.set(e, t), t) : n;
      }
      return { value: e, source: t, stack: qe(t) };
    }
    var Xi = [],
      Zi = 0,
      Qi = null,
      $i = 0,
      ea = [],
      ta = 0,
      na = null,
      ra = 1,
      ia = ``;
    function aa(e, t) {
      (Xi[Zi++] = $i), (Xi[Zi++] = Qi), (Qi = e), ($i = t);
    }
    function oa(e, t, n) {
      (ea[ta++] = ra), (ea[ta++] = ia), (ea[ta++] = na), (na = e);
      var r = ra;
      e = ia;
      var i = 32 - dt(r) - 1;
      (r &= ~(1 << i)), (n += 1);
      var a = 32 - dt(t) + i;
      if (30 < a) {
        var o = i - (i % 5);
        (a = (r & ((1 << o) - 1)).toString(32)), (r >>= o), (i -= o), (ra = (1 << (32 - dt(t) + i)) | (n << i) | r), (ia = a + e);
      } else (ra = (1 << a) | (n << i) | r), (ia = e);
    }
    function sa(e) {
      e.return !== null && (aa(e, 1), oa(e, 1, 0));
    }
    function ca(e) {
      for (; e === Qi; ) (Qi = Xi[--Zi]), (Xi[Zi] = null), ($i = Xi[--Zi]), (Xi[Zi] = null);
      for (; e === na; ) (na = ea[--ta]), (ea[ta] = null), (ia = ea[--ta]), (ea[ta] = null), (ra = ea[--ta]), (ea[ta] = null);
    }
    function la(e, t) {
      (ea[ta++] = ra), (ea[ta++] = ia), (ea[ta++] = na), (ra = t.id), (ia = t.overflow), (na = e);
    }
    var ua = null,
      N = null,
      P = !1,
      da = null,
      fa = !1,
      pa = Error(i(519));
    function ma(e) {
      throw (ba(Yi(Error(i(418, 1 < arguments.length && arguments[1] !== void 0 && arguments[1] ? `text` : `HTML`, ``)), e)), pa);
    }
    function ha(e) {
      var t = e.stateNode,
        n = e.type,
        r = e.memoizedProps;
      switch (((t[Ft] = e), (t[It] = r), n)) {
        case `dialog`:
          Q(`cancel`, t), Q(`close`, t);
          break;
        case `iframe`:
        case `object`:
        case `embed`:
          Q(`load`, t);
          break;
        case `video`:
        case `audio`:
          for (n = 0; n < zf.length; n++) Q(zf[n], t);
          break;
        case `source`:
          Q(`error`, t);
          break;
        case `img`:
        case `image`:
        case `link`:
          Q(`error`, t), Q(`load`, t);
          break;
        case `details`:
          Q(`toggle`, t);
          break;
        case `input`:
          Q(`invalid`, t), gn(t, r.value, r.defaultValue, r.checked, r.defaultChecked, r.type, r.name, !0);
          break;
        case `select`:
          Q(`invalid`, t);
          break;
        case `textarea`:
          Q(`invalid`, t), bn(t, r.value, r.defaultValue, r.children);
      }
      (n = r.children),
        (typeof n != `string` && typeof n != `number` && typeof n != `bigint`) ||
        t.textContent === `` + n ||
        !0 === r.suppressHydrationWarning ||
        ep(t.textContent, n)
          ? (r.popover != null && (Q(`beforetoggle`, t), Q(`toggle`, t)),
            r.onScroll != null && Q(`scroll`, t),
            r.onScrollEnd != null && Q(`scrollend`, t),
            r.onClick != null && (t.onclick = kn),
            (t = !0))
          : (t = !1),
        t || ma(e, !0);
    }
    function ga(e) {
      for (ua = e.return; ua; )
        switch (ua.tag) {
          case 5:
          case 31:
          case 13:
            fa = !1;
            return;
          case 27:
          case 3:
            fa = !0;
            return;
          default:
            ua = ua.return;
        }
    }
    function _a(e) {
      if (e !== ua) return !1;
      if (!P) return (ga(e), (P = !0), !1);
      var t = e.tag,
        n;
      if (
        ((n = t !== 3 && t !== 27) &&
          ((n = t === 5) && ((n = e.type), (n = n === `form` || n === `button` || pp(e.type, e.memoizedProps))), (n = !n)),
        n && N && ma(e),
        ga(e),
        t === 13)
      ) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(i(317));
        N = dm(e);
      } else if (t === 31) {
        if (((e = e.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(i(317));
        N = dm(e);
      } else
        t === 27
          ? ((t = N), Sp(e.type) ? ((e = um), (um = null), (N = e)) : (N = t))
          : (N = ua ? lm(e.stateNode.nextSibling) : null);
      return !0;
    }
    function va() {
      (N = ua = null), (P = !1);
    }
    function ya() {
      var e = da;
      return (e !== null && (pd === null ? (pd = e) : pd.push.apply(pd, e), (da = null)), e);
    }
    function ba(e) {
      da === null ? (da = [e]) : da.push(e);
    }
    var xa = je(null),
      Sa = null,
      Ca = null;
    function wa(e, t, n) {
      T(xa, t._currentValue), (t._currentValue = n);
    }
    function Ta(e) {
      (e._currentValue = xa.current), Me(xa);
    }
    function Ea(e, t, n) {
      for (; e !== null; ) {
        var r = e.alternate;
        if (
          ((e.childLanes & t) === t
            ? r !== null && (r.childLanes & t) !== t && (r.childLanes |= t)
            : ((e.childLanes |= t), r !== null && (r.childLanes |= t)),
          e === n)
        )
          break;
        e = e.return;
      }
    }
    function Da(e, t, n, r) {
      var a = e.child;
      for (a !== null && (a.return = e); a !== null; ) {
        var o = a.dependencies;
        if (o !== null) {
          var s = a.child;
          o = o.firstContext;
          a: for (; o !== null; ) {
            var c = o;
            o = a;
            for (var l = 0; l < t.length; l++)
              if (c.context === t[l]) {
                (o.lanes |= n), (c = o.alternate), c !== null && (c.lanes |= n), Ea(o.return, n, e), r || (s = null);
                break a;
              }
            o = c.next;
          }
        } else if (a.tag === 18) {
          if (((s = a.return), s === null)) throw Error(i(341));
          (s.lanes |= n), (o = s.alternate), o !== null && (o.lanes |= n), Ea(s, n, e), (s = null);
        } else
          a.tag === 13 && a.memoizedState !== null && a.memoizedState.dehydrated === null
            ? ((a.lanes |= n),
              (s = a.alternate),
              s !== null && (s.lanes |= n),
              Ea(a.return, n, e),
              (s = a.child),
              (s = s === null ? null : s.sibling))
            : (s = a.child);
        if (s !== null) s.return = a;
        else
          for (s = a; s !== null; ) {
            if (s === e) {
              s = null;
              break;
            }
            if (((a = s.sibling), a !== null)) {
              (a.return = s.return), (s = a);
              break;
            }
            s = s.return;
          }
        a = s;
      }
    }
    function Oa(e, t, n, r) {
      e = null;
      for (var a = t, o = !1; a !== null; ) {
        if (!o) {
          if (a.flags & 524288) o = !0;
          else if (a.flags & 262144) break;
        }
        if (a.tag === 10) {
          var s = a.alternate;
          if (s === null) throw Error(i(387));
          if (((s = s.memoizedProps), s !== null)) {
            var c = a.type;
            Xr(a.pendingProps.value, s.value) || (e === null ? (e = [c]) : e.push(c));
          }
        } else if (a === Ie.current) {
          if (((s = a.alternate), s === null)) throw Error(i(387));
          s.memoizedState.memoizedState !== a.memoizedState.memoizedState && (e === null ? (e = [sh]) : e.push(sh));
        }
        a = a.return;
      }
      return (e !== null && Da(t, e, n, r), (t.flags |= 262144), e !== null);
    }
    function ka(e) {
      for (e = e.firstContext; e !== null; ) {
        if (!Xr(e.context._currentValue, e.memoizedValue)) return !0;
        e = e.next;
      }
      return !1;
    }
    function Aa(e) {
      (Sa = e), (Ca = null), (e = e.dependencies), e !== null && (e.firstContext = null);
    }
    function ja(e) {
      return Na(Sa, e);
    }
    function Ma(e, t) {
      return (Sa === null && Aa(e), Na(e, t));
    }
    function Na(e, t) {
      var n = t._currentValue;
      if (((t = { context: t, memoizedValue: n, next: null }), Ca === null)) {
        if (e === null) throw Error(i(308));
        (Ca = t), (e.dependencies = { lanes: 0, firstContext: t }), (e.flags |= 524288);
      } else Ca = Ca.next = t;
      return n;
    }
    var Pa =
        typeof AbortController < `u`
          ? AbortController
          : function () {
              var e = [],
                t = (this.signal = {
                  aborted: !1,
                  addEventListener: (t, n) => {
                    e.push(n);
                  },
                });
              this.abort = () => {
                (t.aborted = !0), e.forEach((e) => e());
              };
            },
      Fa = t.unstable_scheduleCallback,
      Ia = t.unstable_NormalPriority,
      F = { $$typeof: fe, Consumer: null, Provider: null, _currentValue: null, _currentValue2: null, _threadCount: 0 };
    function La() {
      return { controller: new Pa(), data: new Map(), refCount: 0 };
    }
    function Ra(e) {
      e.refCount--,
        e.refCount === 0 &&
          Fa(Ia, () => {
            e.controller.abort();
          });
    }
    function za(e, t) {
      if (e.pendingLanes & 4194048) {
        var n = e.transitionTypes;
        for (n === null && (n = e.transitionTypes = []), e = 0; e < t.length; e++) {
          var r = t[e];
          n.indexOf(r) === -1 && n.push(r);
        }
      }
    }
    var Ba = null;
    function Va(e) {
      var t = e.transitionTypes;
      return ((e.transitionTypes = null), t);
    }
    var Ha = null,
      Ua = 0,
      Wa = 0,
      Ga = null;
    function Ka(e, t) {
      if (Ha === null) {
        var n = (Ha = []);
        (Ua = 0),
          (Wa = Pf()),
          (Ga = {
            status: `pending`,
            value: void 0,
            then: (e) => {
              n.push(e);
            },
          });
      }
      return (Ua++, t.then(qa, qa), t);
    }
    function qa() {
      if (--Ua === 0 && ((Ba = null), Ha !== null)) {
        Ga !== null && (Ga.status = `fulfilled`);
        var e = Ha;
        (Ha = null), (Wa = 0), (Ga = null);
        for (var t = 0; t < e.length; t++) (0, e[t])();
      }
    }
    function Ja(e, t) {
      var n = [],
        r = {
          status: `pending`,
          value: null,
          reason: null,
          then: (e) => {
            n.push(e);
          },
        };
      return (
        e.then(
          () => {
            (r.status = `fulfilled`), (r.value = t);
            for (var e = 0; e < n.length; e++) (0, n[e])(t);
          },
          (e) => {
            for (r.status = `rejected`, r.reason = e, e = 0; e < n.length; e++) (0, n[e])(void 0);
          },
        ),
        r
      );
    }
    var Ya = C.S;
    C.S = (e, t) => {
      if (((gd = $e()), typeof t == `object` && t && typeof t.then == `function` && Ka(e, t), Ba !== null))
        for (var n = bf; n !== null; ) za(n, Ba), (n = n.next);
      if (((n = e.types), n !== null)) {
        for (var r = bf; r !== null; ) za(r, n), (r = r.next);
        if (Wa !== 0) {
          (r = Ba), r === null && (r = Ba = []);
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.indexOf(a) === -1 && r.push(a);
          }
        }
      }
      Ya !== null && Ya(e, t);
    };
    var Xa = je(null);
    function Za() {
      var e = Xa.current;
      return e === null ? G.pooledCache : e;
    }
    function Qa(e, t) {
      t === null ? T(Xa, Xa.current) : T(Xa, t.pool);
    }
    function $a() {
      var e = Za();
      return e === null ? null : { parent: F._currentValue, pool: e };
    }
    var eo = Error(i(460)),
      to = Error(i(474)),
      no = Error(i(542)),
      ro = { then: () => {} };
    function io(e) {
      return ((e = e.status), e === `fulfilled` || e === `rejected`);
    }
    function ao(e, t, n) {
      switch (((n = e[n]), n === void 0 ? e.push(t) : n !== t && (t.then(kn, kn), (t = n)), t.status)) {
        case `fulfilled`:
          return t.value;
        case `rejected`:
          throw ((e = t.reason), lo(e), e === void 0 && !(`reason` in t) ? Error(i(600)) : e);
        default:
          if (typeof t.status == `string`) t.then(kn, kn);
          else {
            if (((e = G), e !== null && 100 < e.shellSuspendCounter)) throw Error(i(482));
            (e = t),
              (e.status = `pending`),
              e.then(
                (e) => {
                  if (t.status === `pending`) {
                    var n = t;
                    (n.status = `fulfilled`), (n.value = e);
                  }
                },
                (e) => {
                  if (t.status === `pending`) {
                    var n = t;
                    (n.status = `rejected`), (n.reason = e);
                  }
                },
              );
          }
          switch (t.status) {
            case `fulfilled`:
              return t.value;
            case `rejected`:
              throw ((e = t.reason), lo(e), e);
          }
          throw ((so = t), eo);
      }
    }
    function oo(e) {
      try {
        var t = e._init;
        return t(e._payload);
      } catch (e) {
        throw typeof e == `object` && e && typeof e.then == `function` ? ((so = e), eo) : e;
      }
    }
    var so = null;
    function co() {
      if (so === null) throw Error(i(459));
      var e = so;
      return ((so = null), e);
    }
    function lo(e) {
      if (e === eo || e === no) throw Error(i(483));
    }
    var uo = null,
      fo = 0;
    function po(e) {
      var t = fo;
      return ((fo += 1), uo === null && (uo = []), ao(uo, e, t));
    }
    function mo(e, t) {
      (t = t.props.ref), (e.ref = t === void 0 ? null : t);
    }
    function ho(e, t) {
      throw t.$$typeof === ae
        ? Error(i(525))
        : ((e = Object.prototype.toString.call(t)),
          Error(i(31, e === `[object Object]` ? `object with keys {` + Object.keys(t).join(`, `) + `}` : e)));
    }
    function go(e) {
      function t(t, n) {
        if (e) {
          var r = t.deletions;
          r === null ? ((t.deletions = [n]), (t.flags |= 16)) : r.push(n);
        }
      }
      function n(n, r) {
        if (!e) return null;
        for (; r !== null; ) t(n, r), (r = r.sibling);
        return null;
      }
      function r(e) {
        for (var t = new Map(); e !== null; ) e.key === null ? t.set(e.index, e) : t.set(e.key, e), (e = e.sibling);
        return t;
      }
      function a(e, t) {
        return ((e = Vi(e, t)), (e.index = 0), (e.sibling = null), e);
      }
      function o(t, n, r) {
        return (
          (t.index = r),
          e
            ? ((r = t.alternate), r === null ? ((t.flags |= 134217730), n) : ((r = r.index), r < n ? ((t.flags |= 2), n) : r))
            : ((t.flags |= 1048576), n)
        );
      }
      function s(t) {
        return (e && t.alternate === null && (t.flags |= 134217730), t);
      }
      function c(e, t, n, r) {
        return t === null || t.tag !== 6 ? ((t = Gi(n, e.mode, r)), (t.return = e), t) : ((t = a(t, n)), (t.return = e), t);
      }
      function l(e, t, n, r) {
        var i = n.type;
        return i === ce
          ? ((e = d(e, t, n.props.children, r, n.key)), mo(e, n), e)
          : t !== null && (t.elementType === i || (typeof i == `object` && i && i.$$typeof === _e && oo(i) === t.type))
            ? ((t = a(t, n.props)), mo(t, n), (t.return = e), t)
            : ((t = Ui(n.type, n.key, n.props, null, e.mode, r)), mo(t, n), (t.return = e), t);
      }
      function u(e, t, n, r) {
        return t === null ||
          t.tag !== 4 ||
          t.stateNode.containerInfo !== n.containerInfo ||
          t.stateNode.implementation !== n.implementation
          ? ((t = qi(n, e.mode, r)), (t.return = e), t)
          : ((t = a(t, n.children || [])), (t.return = e), t);
      }
      function d(e, t, n, r, i) {
        return t === null || t.tag !== 7 ? ((t = Wi(n, e.mode, r, i)), (t.return = e), t) : ((t = a(t, n)), (t.return = e), t);
      }
      function f(e, t, n) {
        if ((typeof t == `string` && t !== ``) || typeof t == `number` || typeof t == `bigint`)
          return ((t = Gi(`` + t, e.mode, n)), (t.return = e), t);
        if (typeof t == `object` && t) {
          switch (t.$$typeof) {
            case oe:
              return ((n = Ui(t.type, t.key, t.props, null, e.mode, n)), mo(n, t), (n.return = e), n);
            case se:
              return ((t = qi(t, e.mode, n)), (t.return = e), t);
            case _e:
              return ((t = oo(t)), f(e, t, n));
          }
          if (De(t) || we(t)) return ((t = Wi(t, e.mode, n, null)), (t.return = e), t);
          if (typeof t.then == `function`) return f(e, po(t), n);
          if (t.$$typeof === fe) return f(e, Ma(e, t), n);
          ho(e, t);
        }
        return null;
      }
      function p(e, t, n, r) {
        var i = t === null ? null : t.key;
        if ((typeof n == `string` && n !== ``) || typeof n == `number` || typeof n == `bigint`)
          return i === null ? c(e, t, `` + n, r) : null;
        if (typeof n == `object` && n) {
          switch (n.$$typeof) {
            case oe:
              return n.key === i ? l(e, t, n, r) : null;
            case se:
              return n.key === i ? u(e, t, n, r) : null;
            case _e:
              return ((n = oo(n)), p(e, t, n, r));
          }
          if (De(n) || we(n)) return i === null ? d(e, t, n, r, null) : null;
          if (typeof n.then == `function`) return p(e, t, po(n), r);
          if (n.$$typeof === fe) return p(e, t, Ma(e, n), r);
          ho(e, n);
        }
        return null;
      }
      function m(e, t, n, r, i) {
        if ((typeof r == `string` && r !== ``) || typeof r == `number` || typeof r == `bigint`)
          return ((e = e.get(n) || null), c(t, e, `` + r, i));
        if (typeof r == `object` && r) {
          switch (r.$$typeof) {
            case oe:
              return ((e = e.get(r.key === null ? n : r.key) || null), l(t, e, r, i));
            case se:
              return ((e = e.get(r.key === null ? n : r.key) || null), u(t, e, r, i));
            case _e:
              return ((r = oo(r)), m(e, t, n, r, i));
          }
          if (De(r) || we(r)) return ((e = e.get(n) || null), d(t, e, r, i, null));
          if (typeof r.then == `function`) return m(e, t, n, po(r), i);
          if (r.$$typeof === fe) return m(e, t, n, Ma(t, r), i);
          ho(t, r);
        }
        return null;
      }
      function h(i, a, s, c) {
        for (var l = null, u = null, d = a, h = (a = 0), g = null; d !== null && h < s.length; h++) {
          d.index > h ? ((g = d), (d = null)) : (g = d.sibling);
          var _ = p(i, d, s[h], c);
          if (_ === null) {
            d === null && (d = g);
            break;
          }
          e && d && _.alternate === null && t(i, d), (a = o(_, a, h)), u === null ? (l = _) : (u.sibling = _), (u = _), (d = g);
        }
        if (h === s.length) return (n(i, d), P && aa(i, h), l);
        if (d === null) {
          for (; h < s.length; h++)
            (d = f(i, s[h], c)), d !== null && ((a = o(d, a, h)), u === null ? (l = d) : (u.sibling = d), (u = d));
          return (P && aa(i, h), l);
        }
        for (d = r(d); h < s.length; h++)
          (g = m(d, i, h, s[h], c)),
            g !== null &&
              (e && ((_ = g.alternate), _ !== null && d.delete(_.key === null ? h : _.key)),
              (a = o(g, a, h)),
              u === null ? (l = g) : (u.sibling = g),
              (u = g));
        return (e && d.forEach((e) => t(i, e)), P && aa(i, h), l);
      }
      function g(a, s, c, l) {
        if (c == null) throw Error(i(151));
        for (var u = null, d = null, h = s, g = (s = 0), _ = null, v = c.next(); h !== null && !v.done; g++, v = c.next()) {
          h.index > g ? ((_ = h), (h = null)) : (_ = h.sibling);
          var y = p(a, h, v.value, l);
          if (y === null) {
            h === null && (h = _);
            break;
          }
          e && h && y.alternate === null && t(a, h), (s = o(y, s, g)), d === null ? (u = y) : (d.sibling = y), (d = y), (h = _);
        }
        if (v.done) return (n(a, h), P && aa(a, g), u);
        if (h === null) {
          for (; !v.done; g++, v = c.next())
            (v = f(a, v.value, l)), v !== null && ((s = o(v, s, g)), d === null ? (u = v) : (d.sibling = v), (d = v));
          return (P && aa(a, g), u);
        }
        for (h = r(h); !v.done; g++, v = c.next())
          (v = m(h, a, g, v.value, l)),
            v !== null &&
              (e && ((_ = v.alternate), _ !== null && h.delete(_.key === null ? g : _.key)),
              (s = o(v, s, g)),
              d === null ? (u = v) : (d.sibling = v),
              (d = v));
        return (e && h.forEach((e) => t(a, e)), P && aa(a, g), u);
      }
      function _(e, r, o, c) {
        if (
          (typeof o == `object` && o && o.type === ce && o.key === null && o.props.ref === void 0 && (o = o.props.children),
          typeof o == `object` && o)
        ) {
          switch (o.$$typeof) {
            case oe:
              a: {
                for (var l = o.key; r !== null; ) {
                  if (r.key === l) {
                    if (((l = o.type), l === ce)) {
                      if (r.tag === 7) {
                        n(e, r.sibling), (c = a(r, o.props.children)), mo(c, o), (c.return = e), (e = c);
                        break a;
                      }
                    } else if (r.elementType === l || (typeof l == `object` && l && l.$$typeof === _e && oo(l) === r.type)) {
                      n(e, r.sibling), (c = a(r, o.props)), mo(c, o), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                o.type === ce
                  ? ((c = Wi(o.props.children, e.mode, c, o.key)), mo(c, o), (c.return = e), (e = c))
                  : ((c = Ui(o.type, o.key, o.props, null, e.mode, c)), mo(c, o), (c.return = e), (e = c));
              }
              return s(e);
            case se:
              a: {
                for (l = o.key; r !== null; ) {
                  if (r.key === l) {
                    if (
                      r.tag === 4 &&
                      r.stateNode.containerInfo === o.containerInfo &&
                      r.stateNode.implementation === o.implementation
                    ) {
                      n(e, r.sibling), (c = a(r, o.children || [])), (c.return = e), (e = c);
                      break a;
                    }
                    n(e, r);
                    break;
                  }
                  t(e, r), (r = r.sibling);
                }
                (c = qi(o, e.mode, c)), (c.return = e), (e = c);
              }
              return s(e);
            case _e:
              return ((o = oo(o)), _(e, r, o, c));
          }
          if (De(o)) return h(e, r, o, c);
          if (we(o)) {
            if (((l = we(o)), typeof l != `function`)) throw Error(i(150));
            return ((o = l.call(o)), g(e, r, o, c));
          }
          if (typeof o.then == `function`) return _(e, r, po(o), c);
          if (o.$$typeof === fe) return _(e, r, Ma(e, o), c);
          ho(e, o);
        }
        return (typeof o == `string` && o !== ``) || typeof o == `number` || typeof o == `bigint`
          ? ((o = `` + o),
            r !== null && r.tag === 6
              ? (n(e, r.sibling), (c = a(r, o)), (c.return = e), (e = c))
              : (n(e, r), (c = Gi(o, e.mode, c)), (c.return = e), (e = c)),
            s(e))
          : n(e, r);
      }
      return (e, t, n, r) => {
        try {
          fo = 0;
          var i = _(e, t, n, r);
          return ((uo = null), i);
        } catch (t) {
          if (t === eo || t === no) throw t;
          var a = zi(29, t, null, e.mode);
          return ((a.lanes = r), (a.return = e), a);
        }
      };
    }
    var _o = go(!0),
      vo = go(!1),
      yo = !1;
    function bo(e) {
      e.updateQueue = {
        baseState: e.memoizedState,
        firstBaseUpdate: null,
        lastBaseUpdate: null,
        shared: { pending: null, lanes: 0, hiddenCallbacks: null },
        callbacks: null,
      };
    }
    function xo(e, t) {
      (e = e.updateQueue),
        t.updateQueue === e &&
          (t.updateQueue = {
            baseState: e.baseState,
            firstBaseUpdate: e.firstBaseUpdate,
            lastBaseUpdate: e.lastBaseUpdate,
            shared: e.shared,
            callbacks: null,
          });
    }
    function So(e) {
      return { lane: e, tag: 0, payload: null, callback: null, next: null };
    }
    function Co(e, t, n) {
      var r = e.updateQueue;
      if (r === null) return null;
      if (((r = r.shared), W & 2)) {
        var i = r.pending;
        return (i === null ? (t.next = t) : ((t.next = i.next), (i.next = t)), (r.pending = t), (t = Ii(e)), Fi(e, null, n), t);
      }
      return (Mi(e, r, t, n), Ii(e));
    }
    function wo(e, t, n) {
      if (((t = t.updateQueue), t !== null && ((t = t.shared), n & 4194048))) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), Ot(e, n);
      }
    }
    function To(e, t) {
      var n = e.updateQueue,
        r = e.alternate;
      if (r !== null && ((r = r.updateQueue), n === r)) {
        var i = null,
          a = null;
        if (((n = n.firstBaseUpdate), n !== null)) {
          do {
            var o = { lane: n.lane, tag: n.tag, payload: n.payload, callback: null, next: null };
            a === null ? (i = a = o) : (a = a.next = o), (n = n.next);
          } while (n !== null);
          a === null ? (i = a = t) : (a = a.next = t);
        } else i = a = t;
        (n = { baseState: r.baseState, firstBaseUpdate: i, lastBaseUpdate: a, shared: r.shared, callbacks: r.callbacks }),
          (e.updateQueue = n);
      } else (e = n.lastBaseUpdate), e === null ? (n.firstBaseUpdate = t) : (e.next = t), (n.lastBaseUpdate = t);
    }
    var Eo = !1;
    function Do() {
      if (Eo) {
        var e = Ga;
        if (e !== null) throw e;
      }
    }
    function Oo(e, t, n, r) {
      Eo = !1;
      var i = e.updateQueue;
      yo = !1;
      var a = i.firstBaseUpdate,
        o = i.lastBaseUpdate,
        s = i.shared.pending;
      if (s !== null) {
        i.shared.pending = null;
        var c = s,
          l = c.next;
        (c.next = null), o === null ? (a = l) : (o.next = l), (o = c);
        var u = e.alternate;
        u !== null &&
          ((u = u.updateQueue),
          (s = u.lastBaseUpdate),
          s !== o && (s === null ? (u.firstBaseUpdate = l) : (s.next = l), (u.lastBaseUpdate = c)));
      }
      if (a !== null) {
        var d = i.baseState;
        (o = 0), (u = l = c = null), (s = a);
        do {
          var f = s.lane & -536870913,
            p = f !== s.lane;
          if (p ? (q & f) === f : (r & f) === f) {
            f !== 0 && f === Wa && (Eo = !0),
              u !== null && (u = u.next = { lane: 0, tag: s.tag, payload: s.payload, callback: null, next: null });
            a: {
              var m = e,
                h = s;
              f = t;
              var g = n;
              switch (h.tag) {
                case 1:
                  if (((m = h.payload), typeof m == `function`)) {
                    d = m.call(g, d, f);
                    break a;
                  }
                  d = m;
                  break a;
                case 3:
                  m.flags = (m.flags & -65537) | 128;
                case 0:
                  if (((m = h.payload), (f = typeof m == `function` ? m.call(g, d, f) : m), f == null)) break a;
                  d = S({}, d, f);
                  break a;
                case 2:
                  yo = !0;
              }
            }
            (f = s.callback),
              f !== null &&
                ((e.flags |= 64), p && (e.flags |= 8192), (p = i.callbacks), p === null ? (i.callbacks = [f]) : p.push(f));
          } else
            (p = { lane: f, tag: s.tag, payload: s.payload, callback: s.callback, next: null }),
              u === null ? ((l = u = p), (c = d)) : (u = u.next = p),
              (o |= f);
          if (((s = s.next), s === null)) {
            if (((s = i.shared.pending), s === null)) break;
            (p = s), (s = p.next), (p.next = null), (i.lastBaseUpdate = p), (i.shared.pending = null);
          }
        } while (1);
        u === null && (c = d),
          (i.baseState = c),
          (i.firstBaseUpdate = l),
          (i.lastBaseUpdate = u),
          a === null && (i.shared.lanes = 0),
          (sd |= o),
          (e.lanes = o),
          (e.memoizedState = d);
      }
    }
    function ko(e, t) {
      if (typeof e != `function`) throw Error(i(191, e));
      e.call(t);
    }
    function Ao(e, t) {
      var n = e.callbacks;
      if (n !== null) for (e.callbacks = null, e = 0; e < n.length; e++) ko(n[e], t);
    }
    var jo = je(null),
      Mo = je(0);
    function No(e, t) {
      (e = od), T(Mo, e), T(jo, t), (od = e | t.baseLanes);
    }
    function Po() {
      T(Mo, od), T(jo, jo.current);
    }
    function Fo() {
      (od = Mo.current), Me(jo), Me(Mo);
    }
    var Io = je(null),
      Lo = null;
    function Ro(e) {
      var t = e.alternate;
      T(Uo, Uo.current & 1), T(Io, e), Lo === null && (t === null || jo.current !== null || t.memoizedState !== null) && (Lo = e);
    }
    function zo(e) {
      T(Uo, Uo.current), T(Io, e), Lo === null && (Lo = e);
    }
    function Bo(e) {
      e.tag === 22 ? (T(Uo, Uo.current), T(Io, e), Lo === null && (Lo = e)) : Vo();
    }
    function Vo() {
      T(Uo, Uo.current), T(Io, Io.current);
    }
    function Ho(e) {
      Me(Io), Lo === e && (Lo = null), Me(Uo);
    }
    var Uo = je(0);
    function Wo(e, t) {
      T(Io, Io.current), T(Uo, t);
    }
    function Go(e) {
      Me(Uo), Me(Io), Lo === e && (Lo = null);
    }
    function Ko(e) {
      for (var t = e; t !== null; ) {
        if (t.tag === 13) {
          var n = t.memoizedState;
          if (n !== null && ((n = n.dehydrated), n === null || om(n) || sm(n))) return t;
        } else if (t.tag === 19 && t.memoizedProps.revealOrder !== `independent`) {
          if (t.flags & 128) return t;
        } else if (t.child !== null) {
          (t.child.return = t), (t = t.child);
          continue;
        }
        if (t === e) break;
        for (; t.sibling === null; ) {
          if (t.return === null || t.return === e) return null;
          t = t.return;
        }
        (t.sibling.return = t.return), (t = t.sibling);
      }
      return null;
    }
    var qo = 0,
      I = null,
      L = null,
      R = null,
      Jo = !1,
      Yo = !1,
      Xo = !1,
      Zo = 0,
      Qo = 0,
      $o = null,
      es = 0;
    function z() {
      throw Error(i(321));
    }
    function ts(e, t) {
      if (t === null) return !1;
      for (var n = 0; n < t.length && n < e.length; n++) if (!Xr(e[n], t[n])) return !1;
      return !0;
    }
    function ns(e, t, n, r, i, a) {
      return (
        (qo = a),
        (I = t),
        (t.memoizedState = null),
        (t.updateQueue = null),
        (t.lanes = 0),
        (C.H = e === null || e.memoizedState === null ? vc : yc),
        (Xo = !1),
        (a = n(r, i)),
        (Xo = !1),
        Yo && (a = is(t, n, r, i)),
        rs(e),
        a
      );
    }
    function rs(e) {
      C.H = _c;
      var t = L !== null && L.next !== null;
      if (((qo = 0), (R = L = I = null), (Jo = !1), (Qo = 0), ($o = null), t)) throw Error(i(300));
      e === null || Ic || ((e = e.dependencies), e !== null && ka(e) && (Ic = !0));
    }
    function is(e, t, n, r) {
      I = e;
      var a = 0;
      do {
        if ((Yo && ($o = null), (Qo = 0), (Yo = !1), 25 <= a)) throw Error(i(301));
        if (((a += 1), (R = L = null), e.updateQueue != null)) {
          var o = e.updateQueue;
          (o.lastEffect = null), (o.events = null), (o.stores = null), o.memoCache != null && (o.memoCache.index = 0);
        }
        (C.H = bc), (o = t(n, r));
      } while (Yo);
      return o;
    }
    function as() {
      var e = C.H,
        t = e.useState()[0];
      return (
        (t = typeof t.then == `function` ? ds(t) : t),
        (e = e.useState()[0]),
        (L === null ? null : L.memoizedState) !== e && (I.flags |= 1024),
        t
      );
    }
    function os() {
      var e = Zo !== 0;
      return ((Zo = 0), e);
    }
    function ss(e, t, n) {
      (t.updateQueue = e.updateQueue), (t.flags &= -2053), (e.lanes &= ~n);
    }
    function cs(e) {
      if (Jo) {
        for (e = e.memoizedState; e !== null; ) {
          var t = e.queue;
          t !== null && (t.pending = null), (e = e.next);
        }
        Jo = !1;
      }
      (qo = 0), (R = L = I = null), (Yo = !1), (Qo = Zo = 0), ($o = null);
    }
    function ls() {
      var e = { memoizedState: null, baseState: null, baseQueue: null, queue: null, next: null };
      return (R === null ? (I.memoizedState = R = e) : (R = R.next = e), R);
    }
    function B() {
      if (L === null) {
        var e = I.alternate;
        e = e === null ? null : e.memoizedState;
      } else e = L.next;
      var t = R === null ? I.memoizedState : R.next;
      if (t !== null) (R = t), (L = e);
      else {
        if (e === null) throw I.alternate === null ? Error(i(467)) : Error(i(310));
        (L = e),
          (e = { memoizedState: L.memoizedState, baseState: L.baseState, baseQueue: L.baseQueue, queue: L.queue, next: null }),
          R === null ? (I.memoizedState = R = e) : (R = R.next = e);
      }
      return R;
    }
    function us() {
      return { lastEffect: null, events: null, stores: null, memoCache: null };
    }
    function ds(e) {
      var t = Qo;
      return (
        (Qo += 1),
        $o === null && ($o = []),
        (e = ao($o, e, t)),
        (t = I),
        (R === null ? t.memoizedState : R.next) === null &&
          ((t = t.alternate), (C.H = t === null || t.memoizedState === null ? vc : yc)),
        e
      );
    }
    function fs(e) {
      if (typeof e == `object` && e) {
        if (typeof e.then == `function`) return ds(e);
        if (e.$$typeof === Se) return;
        if (e.$$typeof === fe) return ja(e);
      }
      throw Error(i(438, String(e)));
    }
    function ps(e) {
      var t = null,
        n = I.updateQueue;
      if ((n !== null && (t = n.memoCache), t == null)) {
        var r = I.alternate;
        r !== null &&
          ((r = r.updateQueue),
          r !== null && ((r = r.memoCache), r != null && (t = { data: r.data.map((e) => e.slice()), index: 0 })));
      }
      if (
        ((t ??= { data: [], index: 0 }),
        n === null && ((n = us()), (I.updateQueue = n)),
        (n.memoCache = t),
        (n = t.data[t.index]),
        n === void 0)
      )
        for (n = t.data[t.index] = Array(e), r = 0; r < e; r++) n[r] = be;
      return (t.index++, n);
    }
    function ms(e, t) {
      return typeof t == `function` ? t(e) : t;
    }
    function hs(e) {
      return gs(B(), L, e);
    }
    function gs(e, t, n) {
      var r = e.queue;
      if (r === null) throw Error(i(311));
      r.lastRenderedReducer = n;
      var a = e.baseQueue,
        o = r.pending;
      if (o !== null) {
        if (a !== null) {
          var s = a.next;
          (a.next = o.next), (o.next = s);
        }
        (t.baseQueue = a = o), (r.pending = null);
      }
      if (((o = e.baseState), a === null)) e.memoizedState = o;
      else {
        t = a.next;
        var c = (s = null),
          l = null,
          u = t,
          d = !1;
        do {
          var f = u.lane & -536870913;
          if (f === u.lane ? (qo & f) === f : (q & f) === f) {
            var p = u.revertLane;
            if (p === 0)
              l !== null &&
                (l = l.next =
                  {
                    lane: 0,
                    revertLane: 0,
                    gesture: null,
                    action: u.action,
                    hasEagerState: u.hasEagerState,
                    eagerState: u.eagerState,
                    next: null,
                  }),
                f === Wa && (d = !0);
            else if ((qo & p) === p) {
              (u = u.next), p === Wa && (d = !0);
              continue;
            } else
              (f = {
                lane: 0,
                revertLane: u.revertLane,
                gesture: null,
                action: u.action,
                hasEagerState: u.hasEagerState,
                eagerState: u.eagerState,
                next: null,
              }),
                l === null ? ((c = l = f), (s = o)) : (l = l.next = f),
                (I.lanes |= p),
                (sd |= p);
            (f = u.action), Xo && n(o, f), (o = u.hasEagerState ? u.eagerState : n(o, f));
          } else
            (p = {
              lane: f,
              revertLane: u.revertLane,
              gesture: u.gesture,
              action: u.action,
              hasEagerState: u.hasEagerState,
              eagerState: u.eagerState,
              next: null,
            }),
              l === null ? ((c = l = p), (s = o)) : (l = l.next = p),
              (I.lanes |= f),
              (sd |= f);
          u = u.next;
        } while (u !== null && u !== t);
        if ((l === null ? (s = o) : (l.next = c), !Xr(o, e.memoizedState) && ((Ic = !0), d && ((n = Ga), n !== null)))) throw n;
        (e.memoizedState = o), (e.baseState = s), (e.baseQueue = l), (r.lastRenderedState = o);
      }
      return (a === null && (r.lanes = 0), [e.memoizedState, r.dispatch]);
    }
    function _s(e) {
      var t = B(),
        n = t.queue;
      if (n === null) throw Error(i(311));
      n.lastRenderedReducer = e;
      var r = n.dispatch,
        a = n.pending,
        o = t.memoizedState;
      if (a !== null) {
        n.pending = null;
        var s = (a = a.next);
        do (o = e(o, s.action)), (s = s.next);
        while (s !== a);
        Xr(o, t.memoizedState) || (Ic = !0),
          (t.memoizedState = o),
          t.baseQueue === null && (t.baseState = o),
          (n.lastRenderedState = o);
      }
      return [o, r];
    }
    function vs(e, t, n) {
      var r = I,
        a = B(),
        o = P;
      if (o) {
        if (n === void 0) throw Error(i(407));
        n = n();
      } else n = t();
      var s = !Xr((L || a).memoizedState, n);
      if (
        (s && ((a.memoizedState = n), (Ic = !0)),
        (a = a.queue),
        Us(xs.bind(null, r, a, e), [e]),
        (e = a.getSnapshot !== t || s || (R !== null && !!(R.memoizedState.tag & 1))),
        Rs(e ? 9 : 8, { destroy: void 0 }, bs.bind(null, r, a, n, t), null),
        e)
      ) {
        if (((r.flags |= 2048), G === null)) throw Error(i(349));
        o || qo & 127 || ys(r, t, n);
      }
      return n;
    }
    function ys(e, t, n) {
      (e.flags |= 16384),
        (e = { getSnapshot: t, value: n }),
        (t = I.updateQueue),
        t === null
          ? ((t = us()), (I.updateQueue = t), (t.stores = [e]))
          : ((n = t.stores), n === null ? (t.stores = [e]) : n.push(e));
    }
    function bs(e, t, n, r) {
      (t.value = n), (t.getSnapshot = r), Ss(t) && Cs(e);
    }
    function xs(e, t, n) {
      return n(() => {
        Ss(t) && Cs(e);
      });
    }
    function Ss(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !Xr(e, n);
      } catch {
        return !0;
      }
    }
    function Cs(e) {
      var t = Pi(e, 2);
      t !== null && Pd(t, e, 2);
    }
    function ws(e) {
      var t = ls();
      if (typeof e == `function`) {
        var n = e;
        if (((e = n()), Xo)) {
          ut(!0);
          try {
            n();
          } finally {
            ut(!1);
          }
        }
      }
      return (
        (t.memoizedState = t.baseState = e),
        (t.queue = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: ms, lastRenderedState: e }),
        t
      );
    }
    function Ts(e, t, n, r) {
      return ((e.baseState = n), gs(e, L, typeof r == `function` ? r : ms));
    }
    function Es(e, t, n, r, a) {
      if (mc(e)) throw Error(i(485));
      if (((e = t.action), e !== null)) {
        var o = {
          payload: a,
          action: e,
          next: null,
          isTransition: !0,
          status: `pending`,
          value: null,
          reason: null,
          listeners: [],
          then: (e) => {
            o.listeners.push(e);
          },
        };
        C.T === null ? (o.isTransition = !1) : n(!0),
          r(o),
          (n = t.pending),
          n === null ? ((o.next = t.pending = o), Ds(t, o)) : ((o.next = n.next), (t.pending = n.next = o));
      }
    }
    function Ds(e, t) {
      var n = t.action,
        r = t.payload,
        i = e.state;
      if (t.isTransition) {
        var a = C.T,
          o = {};
        (o.types = a === null ? null : a.types), (C.T = o);
        try {
          var s = n(i, r),
            c = C.S;
          c !== null && c(o, s), Os(e, t, s);
        } catch (n) {
          As(e, t, n);
        } finally {
          a !== null && o.types !== null && (a.types = o.types), (C.T = a);
        }
      } else
        try {
          (a = n(i, r)), Os(e, t, a);
        } catch (n) {
          As(e, t, n);
        }
    }
    function Os(e, t, n) {
      typeof n == `object` && n && typeof n.then == `function`
        ? n.then(
            (n) => {
              ks(e, t, n);
            },
            (n) => As(e, t, n),
          )
        : ks(e, t, n);
    }
    function ks(e, t, n) {
      (t.status = `fulfilled`),
        (t.value = n),
        js(t),
        (e.state = n),
        (t = e.pending),
        t !== null && ((n = t.next), n === t ? (e.pending = null) : ((n = n.next), (t.next = n), Ds(e, n)));
    }
    function As(e, t, n) {
      var r = e.pending;
      if (((e.pending = null), r !== null)) {
        r = r.next;
        do (t.status = `rejected`), (t.reason = n), js(t), (t = t.next);
        while (t !== r);
      }
      e.action = null;
    }
    function js(e) {
      e = e.listeners;
      for (var t = 0; t < e.length; t++) (0, e[t])();
    }
    function Ms(e, t) {
      return t;
    }
    function Ns(e, t) {
      if (P) {
        var n = G.formState;
        if (n !== null) {
          a: {
            var r = I;
            if (P) {
              if (N) {
                b: {
                  for (var i = N, a = fa; i.nodeType !== 8; )
                    if (!a || ((i = lm(i.nextSibling)), i === null)) {
                      i = null;
                      break b;
                    }
                  (a = i.data), (i = a === `F!` || a === `F` ? i : null);
                }
                if (i) {
                  (N = lm(i.nextSibling)), (r = i.data === `F!`);
                  break a;
                }
              }
              ma(r);
            }
            r = !1;
          }
          r && (t = n[0]);
        }
      }
      return (
        (n = ls()),
        (n.memoizedState = n.baseState = t),
        (r = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: Ms, lastRenderedState: t }),
        (n.queue = r),
        (n = dc.bind(null, I, r)),
        (r.dispatch = n),
        (r = ws(!1)),
        (a = pc.bind(null, I, !1, r.queue)),
        (r = ls()),
        (i = { state: t, dispatch: null, action: e, pending: null }),
        (r.queue = i),
        (n = Es.bind(null, I, i, a, n)),
        (i.dispatch = n),
        (r.memoizedState = e),
        [t, n, !1]
      );
    }
    function Ps(e) {
      return Fs(B(), L, e);
    }
    function Fs(e, t, n) {
      if (((t = gs(e, t, Ms)[0]), (e = hs(ms)[0]), typeof t == `object` && t && typeof t.then == `function`))
        try {
          var r = ds(t);
        } catch (e) {
          throw e === eo ? no : e;
        }
      else r = t;
      t = B();
      var i = t.queue,
        a = i.dispatch;
      return (n !== t.memoizedState && ((I.flags |= 2048), Rs(9, { destroy: void 0 }, Is.bind(null, i, n), null)), [r, a, e]);
    }
    function Is(e, t) {
      e.action = t;
    }
    function Ls(e) {
      var t = B(),
        n = L;
      if (n !== null) return Fs(t, n, e);
      B(), (t = t.memoizedState), (n = B());
      var r = n.queue.dispatch;
      return ((n.memoizedState = e), [t, r, !1]);
    }
    function Rs(e, t, n, r) {
      return (
        (e = { tag: e, create: n, deps: r, inst: t, next: null }),
        (t = I.updateQueue),
        t === null && ((t = us()), (I.updateQueue = t)),
        (n = t.lastEffect),
        n === null ? (t.lastEffect = e.next = e) : ((r = n.next), (n.next = e), (e.next = r), (t.lastEffect = e)),
        e
      );
    }
    function zs() {
      return B().memoizedState;
    }
    function Bs(e, t, n, r) {
      var i = ls();
      (I.flags |= e), (i.memoizedState = Rs(1 | t, { destroy: void 0 }, n, r === void 0 ? null : r));
    }
    function Vs(e, t, n, r) {
      var i = B();
      r = r === void 0 ? null : r;
      var a = i.memoizedState.inst;
      L !== null && r !== null && ts(r, L.memoizedState.deps)
        ? (i.memoizedState = Rs(t, a, n, r))
        : ((I.flags |= e), (i.memoizedState = Rs(1 | t, a, n, r)));
    }
    function Hs(e, t) {
      Bs(8390656, 8, e, t);
    }
    function Us(e, t) {
      Vs(2048, 8, e, t);
    }
    function Ws(e) {
      I.flags |= 4;
      var t = I.updateQueue;
      if (t === null) (t = us()), (I.updateQueue = t), (t.events = [e]);
      else {
        var n = t.events;
        n === null ? (t.events = [e]) : n.push(e);
      }
    }
    function Gs(e) {
      var t = B().memoizedState;
      return (
        Ws({ ref: t, nextImpl: e }),
        function () {
          if (W & 2) throw Error(i(440));
          return t.impl.apply(void 0, arguments);
        }
      );
    }
    function Ks(e, t) {
      return Vs(4, 2, e, t);
    }
    function qs(e, t) {
      return Vs(4, 4, e, t);
    }
    function Js(e, t) {
      if (typeof t == `function`) {
        e = e();
        var n = t(e);
        return () => {
          typeof n == `function` ? n() : t(null);
        };
      }
      if (t != null)
        return (
          (e = e()),
          (t.current = e),
          () => {
            t.current = null;
          }
        );
    }
    function Ys(e, t, n) {
      (n = n == null ? null : n.concat([e])), Vs(4, 4, Js.bind(null, t, e), n);
    }
    function Xs() {}
    function Zs(e, t) {
      var n = B();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      return t !== null && ts(t, r[1]) ? r[0] : ((n.memoizedState = [e, t]), e);
    }
    function Qs(e, t) {
      var n = B();
      t = t === void 0 ? null : t;
      var r = n.memoizedState;
      if (t !== null && ts(t, r[1])) return r[0];
      if (((r = e()), Xo)) {
        ut(!0);
        try {
          e();
        } finally {
          ut(!1);
        }
      }
      return ((n.memoizedState = [r, t]), r);
    }
    function $s(e, t, n) {
      return n === void 0 || (qo & 1073741824 && !(q & 261930))
        ? (e.memoizedState = t)
        : ((e.memoizedState = n), (e = Md()), (I.lanes |= e), (sd |= e), n);
    }
    function ec(e, t, n, r) {
      return Xr(n, t)
        ? n
        : jo.current === null
          ? !(qo & 106) || (qo & 1073741824 && !(q & 261930))
            ? ((Ic = !0), (e.memoizedState = n))
            : ((e = Md()), (I.lanes |= e), (sd |= e), t)
          : ((e = $s(e, n, r)), Xr(e, t) || (Ic = !0), e);
    }
    function tc(e, t, n, r, i) {
      var a = w.p;
      w.p = a !== 0 && 8 > a ? a : 8;
      var o = C.T,
        s = {};
      (s.types = o === null ? null : o.types), (C.T = s), pc(e, !1, t, n);
      try {
        var c = i(),
          l = C.S;
        l !== null && l(s, c),
          typeof c == `object` && c && typeof c.then == `function` ? fc(e, t, Ja(c, r), jd(e)) : fc(e, t, r, jd(e));
      } catch (n) {
        fc(e, t, { then: () => {}, status: `rejected`, reason: n }, jd());
      } finally {
        (w.p = a), o !== null && s.types !== null && (o.types = s.types), (C.T = o);
      }
    }
    function nc() {}
    function rc(e, t, n, r) {
      if (e.tag !== 5) throw Error(i(476));
      var a = ic(e).queue;
      tc(e, a, t, Oe, n === null ? nc : () => (ac(e), n(r)));
    }
    function ic(e) {
      var t = e.memoizedState;
      if (t !== null) return t;
      t = {
        memoizedState: Oe,
        baseState: Oe,
        baseQueue: null,
        queue: { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: ms, lastRenderedState: Oe },
        next: null,
      };
      var n = {};
      return (
        (t.next = {
          memoizedState: n,
          baseState: n,
          baseQueue: null,
          queue: { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: ms, lastRenderedState: n },
          next: null,
        }),
        (e.memoizedState = t),
        (e = e.alternate),
        e !== null && (e.memoizedState = t),
        t
      );
    }
    function ac(e) {
      var t = ic(e);
      t.next === null && (t = e.alternate.memoizedState), fc(e, t.next.queue, {}, jd());
    }
    function oc() {
      return ja(sh);
    }
    function sc() {
      return B().memoizedState;
    }
    function cc() {
      return B().memoizedState;
    }
    function lc(e) {
      for (var t = e.return; t !== null; ) {
        switch (t.tag) {
          case 24:
          case 3:
            var n = jd();
            e = So(n);
            var r = Co(t, e, n);
            r !== null && (Pd(r, t, n), wo(r, t, n)), (t = { cache: La() }), (e.payload = t);
            return;
        }
        t = t.return;
      }
    }
    function uc(e, t, n) {
      var r = jd();
      (n = { lane: r, revertLane: 0, gesture: null, action: n, hasEagerState: !1, eagerState: null, next: null }),
        mc(e) ? hc(t, n) : ((n = Ni(e, t, n, r)), n !== null && (Pd(n, e, r), gc(n, t, r)));
    }
    function dc(e, t, n) {
      fc(e, t, n, jd());
    }
    function fc(e, t, n, r) {
      var i = { lane: r, revertLane: 0, gesture: null, action: n, hasEagerState: !1, eagerState: null, next: null };
      if (mc(e)) hc(t, i);
      else {
        var a = e.alternate;
        if (e.lanes === 0 && (a === null || a.lanes === 0) && ((a = t.lastRenderedReducer), a !== null))
          try {
            var o = t.lastRenderedState,
              s = a(o, n);
            if (((i.hasEagerState = !0), (i.eagerState = s), Xr(s, o))) return (Mi(e, t, i, 0), G === null && ji(), !1);
          } catch {}
        if (((n = Ni(e, t, i, r)), n !== null)) return (Pd(n, e, r), gc(n, t, r), !0);
      }
      return !1;
    }
    function pc(e, t, n, r) {
      if (
        ((r = { lane: 2, revertLane: Pf(), gesture: null, action: r, hasEagerState: !1, eagerState: null, next: null }), mc(e))
      ) {
        if (t) throw Error(i(479));
      } else (t = Ni(e, n, r, 2)), t !== null && Pd(t, e, 2);
    }
    function mc(e) {
      var t = e.alternate;
      return e === I || (t !== null && t === I);
    }
    function hc(e, t) {
      Yo = Jo = !0;
      var n = e.pending;
      n === null ? (t.next = t) : ((t.next = n.next), (n.next = t)), (e.pending = t);
    }
    function gc(e, t, n) {
      if (n & 4194048) {
        var r = t.lanes;
        (r &= e.pendingLanes), (n |= r), (t.lanes = n), Ot(e, n);
      }
    }
    var _c = {
        readContext: ja,
        use: fs,
        useCallback: z,
        useContext: z,
        useEffect: z,
        useImperativeHandle: z,
        useLayoutEffect: z,
        useInsertionEffect: z,
        useMemo: z,
        useReducer: z,
        useRef: z,
        useState: z,
        useDebugValue: z,
        useDeferredValue: z,
        useTransition: z,
        useSyncExternalStore: z,
        useId: z,
        useHostTransitionStatus: z,
        useFormState: z,
        useActionState: z,
        useOptimistic: z,
        useMemoCache: z,
        useCacheRefresh: z,
        useEffectEvent: z,
      },
      vc = {
        readContext: ja,
        use: fs,
        useCallback: (e, t) => ((ls().memoizedState = [e, t === void 0 ? null : t]), e),
        useContext: ja,
        useEffect: Hs,
        useImperativeHandle: (e, t, n) => {
          (n = n == null ? null : n.concat([e])), Bs(4194308, 4, Js.bind(null, t, e), n);
        },
        useLayoutEffect: (e, t) => Bs(4194308, 4, e, t),
        useInsertionEffect: (e, t) => {
          Bs(4, 2, e, t);
        },
        useMemo: (e, t) => {
          var n = ls();
          t = t === void 0 ? null : t;
          var r = e();
          if (Xo) {
            ut(!0);
            try {
              e();
            } finally {
              ut(!1);
            }
          }
          return ((n.memoizedState = [r, t]), r);
        },
        useReducer: (e, t, n) => {
          var r = ls();
          if (n !== void 0) {
            var i = n(t);
            if (Xo) {
              ut(!0);
              try {
                n(t);
              } finally {
                ut(!1);
              }
            }
          } else i = t;
          return (
            (r.memoizedState = r.baseState = i),
            (e = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: e, lastRenderedState: i }),
            (r.queue = e),
            (e = e.dispatch = uc.bind(null, I, e)),
            [r.memoizedState, e]
          );
        },
        useRef: (e) => {
          var t = ls();
          return ((e = { current: e }), (t.memoizedState = e));
        },
        useState: (e) => {
          e = ws(e);
          var t = e.queue,
            n = dc.bind(null, I, t);
          return ((t.dispatch = n), [e.memoizedState, n]);
        },
        useDebugValue: Xs,
        useDeferredValue: (e, t) => $s(ls(), e, t),
        useTransition: () => {
          var e = ws(!1);
          return ((e = tc.bind(null, I, e.queue, !0, !1)), (ls().memoizedState = e), [!1, e]);
        },
        useSyncExternalStore: (e, t, n) => {
          var r = I,
            a = ls();
          if (P) {
            if (n === void 0) throw Error(i(407));
            n = n();
          } else {
            if (((n = t()), G === null)) throw Error(i(349));
            q & 127 || ys(r, t, n);
          }
          a.memoizedState = n;
          var o = { value: n, getSnapshot: t };
          return (
            (a.queue = o),
            Hs(xs.bind(null, r, o, e), [e]),
            (r.flags |= 2048),
            Rs(9, { destroy: void 0 }, bs.bind(null, r, o, n, t), null),
            n
          );
        },
        useId: () => {
          var e = ls(),
            t = G.identifierPrefix;
          if (P) {
            var n = ia,
              r = ra;
            (n = (r & ~(1 << (32 - dt(r) - 1))).toString(32) + n),
              (t = `_` + t + `R_` + n),
              (n = Zo++),
              0 < n && (t += `H` + n.toString(32)),
              (t += `_`);
          } else (n = es++), (t = `_` + t + `r_` + n.toString(32) + `_`);
          return (e.memoizedState = t);
        },
        useHostTransitionStatus: oc,
        useFormState: Ns,
        useActionState: Ns,
        useOptimistic: (e) => {
          var t = ls();
          t.memoizedState = t.baseState = e;
          var n = { pending: null, lanes: 0, dispatch: null, lastRenderedReducer: null, lastRenderedState: null };
          return ((t.queue = n), (t = pc.bind(null, I, !0, n)), (n.dispatch = t), [e, t]);
        },
        useMemoCache: ps,
        useCacheRefresh: () => (ls().memoizedState = lc.bind(null, I)),
        useEffectEvent: (e) => {
          var t = ls(),
            n = { impl: e };
          return (
            (t.memoizedState = n),
            function () {
              if (W & 2) throw Error(i(440));
              return n.impl.apply(void 0, arguments);
            }
          );
        },
      },
      yc = {
        readContext: ja,
        use: fs,
        useCallback: Zs,
        useContext: ja,
        useEffect: Us,
        useImperativeHandle: Ys,
        useInsertionEffect: Ks,
        useLayoutEffect: qs,
        useMemo: Qs,
        useReducer: hs,
        useRef: zs,
        useState: () => hs(ms),
        useDebugValue: Xs,
        useDeferredValue: (e, t) => ec(B(), L.memoizedState, e, t),
        useTransition: () => {
          var e = hs(ms)[0],
            t = B().memoizedState;
          return [typeof e == `boolean` ? e : ds(e), t];
        },
        useSyncExternalStore: vs,
        useId: sc,
        useHostTransitionStatus: oc,
        useFormState: Ps,
        useActionState: Ps,
        useOptimistic: (e, t) => Ts(B(), L, e, t),
        useMemoCache: ps,
        useCacheRefresh: cc,
        useEffectEvent: Gs,
      },
      bc = {
        readContext: ja,
        use: fs,
        useCallback: Zs,
        useContext: ja,
        useEffect: Us,
        useImperativeHandle: Ys,
        useInsertionEffect: Ks,
        useLayoutEffect: qs,
        useMemo: Qs,
        useReducer: _s,
        useRef: zs,
        useState: () => _s(ms),
        useDebugValue: Xs,
        useDeferredValue: (e, t) => {
          var n = B();
          return L === null ? $s(n, e, t) : ec(n, L.memoizedState, e, t);
        },
        useTransition: () => {
          var e = _s(ms)[0],
            t = B().memoizedState;
          return [typeof e == `boolean` ? e : ds(e), t];
        },
        useSyncExternalStore: vs,
        useId: sc,
        useHostTransitionStatus: oc,
        useFormState: Ls,
        useActionState: Ls,
        useOptimistic: (e, t) => {
          var n = B();
          return L === null ? ((n.baseState = e), [e, n.queue.dispatch]) : Ts(n, L, e, t);
        },
        useMemoCache: ps,
        useCacheRefresh: cc,
        useEffectEvent: Gs,
      };
    function xc(e, t, n, r) {
      (t = e.memoizedState),
        (n = n(r, t)),
        (n = n == null ? t : S({}, t, n)),
        (e.memoizedState = n),
        e.lanes === 0 && (e.updateQueue.baseState = n);
    }
    var Sc = {
      enqueueSetState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = So(r);
        (i.payload = t), n != null && (i.callback = n), (t = Co(e, i, r)), t !== null && (Pd(t, e, r), wo(t, e, r));
      },
      enqueueReplaceState: (e, t, n) => {
        e = e._reactInternals;
        var r = jd(),
          i = So(r);
        (i.tag = 1), (i.payload = t), n != null && (i.callback = n), (t = Co(e, i, r)), t !== null && (Pd(t, e, r), wo(t, e, r));
      },
      enqueueForceUpdate: (e, t) => {
        e = e._reactInternals;
        var n = jd(),
          r = So(n);
        (r.tag = 2), t != null && (r.callback = t), (t = Co(e, r, n)), t !== null && (Pd(t, e, n), wo(t, e, n));
      },
    };
    function Cc(e, t, n, r, i, a, o) {
      return (
        (e = e.stateNode),
        typeof e.shouldComponentUpdate == `function`
          ? e.shouldComponentUpdate(r, a, o)
          : t.prototype && t.prototype.isPureReactComponent
            ? !Zr(n, r) || !Zr(i, a)
            : !0
      );
    }
    function wc(e, t, n, r) {
      (e = t.state),
        typeof t.componentWillReceiveProps == `function` && t.componentWillReceiveProps(n, r),
        typeof t.UNSAFE_componentWillReceiveProps == `function` && t.UNSAFE_componentWillReceiveProps(n, r),
        t.state !== e && Sc.enqueueReplaceState(t, t.state, null);
    }
    function Tc(e, t) {
      var n = t;
      if (`ref` in t) for (var r in ((n = {}), t)) r !== `ref` && (n[r] = t[r]);
      if ((e = e.defaultProps)) for (var i in (n === t && (n = S({}, n)), e)) n[i] === void 0 && (n[i] = e[i]);
      return n;
    }
    function Ec(e) {
      Di(e);
    }
    function Dc(e) {
      console.error(e);
    }
    function Oc(e) {
      Di(e);
    }
    function kc(e, t) {
      try {
        var n = e.onUncaughtError;
        n(t.value, { componentStack: t.stack });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function Ac(e, t, n) {
      try {
        var r = e.onCaughtError;
        r(n.value, { componentStack: n.stack, errorBoundary: t.tag === 1 ? t.stateNode : null });
      } catch (e) {
        setTimeout(() => {
          throw e;
        });
      }
    }
    function jc(e, t, n) {
      return (
        (n = So(n)),
        (n.tag = 3),
        (n.payload = { element: null }),
        (n.callback = () => {
          kc(e, t);
        }),
        n
      );
    }
    function Mc(e) {
      return ((e = So(e)), (e.tag = 3), e);
    }
    function Nc(e, t, n, r) {
      var i = n.type.getDerivedStateFromError;
      if (typeof i == `function`) {
        var a = r.value;
        (e.payload = () => i(a)),
          (e.callback = () => {
            Ac(t, n, r);
          });
      }
      var o = n.stateNode;
      o !== null &&
        typeof o.componentDidCatch == `function` &&
        (e.callback = function () {
          Ac(t, n, r), typeof i != `function` && (yd === null ? (yd = new Set([this])) : yd.add(this));
          var e = r.stack;
          this.componentDidCatch(r.value, { componentStack: e === null ? `` : e });
        });
    }
    function Pc(e, t, n, r, a) {
      if (((n.flags |= 32768), typeof r == `object` && r && typeof r.then == `function`)) {
        if (((t = n.alternate), t !== null && Oa(t, n, a, !0), (n = Io.current), n !== null)) {
          switch (n.tag) {
            case 31:
            case 13:
            case 19:
              return (
                Lo === null ? Kd() : n.alternate === null && Y === 0 && (Y = 3),
                (n.flags &= -257),
                (n.flags |= 65536),
                (n.lanes = a),
                r === ro
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue), t === null ? (n.updateQueue = new Set([r])) : t.add(r), mf(e, r, a)),
                !1
              );
            case 22:
              return (
                (n.flags |= 65536),
                r === ro
                  ? (n.flags |= 16384)
                  : ((t = n.updateQueue),
                    t === null
                      ? ((t = { transitions: null, markerInstances: null, retryQueue: new Set([r]) }), (n.updateQueue = t))
                      : ((n = t.retryQueue), n === null ? (t.retryQueue = new Set([r])) : n.add(r)),
                    mf(e, r, a)),
                !1
              );
          }
          throw Error(i(435, n.tag));
        }
        return (mf(e, r, a), Kd(), !1);
      }
      if (P)
        return (
          (t = Io.current),
          t === null
            ? (r !== pa && ((t = Error(i(423), { cause: r })), ba(Yi(t, n))),
              (e = e.current.alternate),
              (e.flags |= 65536),
              (a &= -a),
              (e.lanes |= a),
              (r = Yi(r, n)),
              (a = jc(e.stateNode, r, a)),
              To(e, a),
              Y !== 4 && (Y = 2))
            : (!(t.flags & 65536) && (t.flags |= 256),
              (t.flags |= 65536),
              (t.lanes = a),
              r !== pa && ((e = Error(i(422), { cause: r })), ba(Yi(e, n)))),
          !1
        );
      var o = Error(i(520), { cause: r });
      if (((o = Yi(o, n)), fd === null ? (fd = [o]) : fd.push(o), Y !== 4 && (Y = 2), t === null)) return !0;
      (r = Yi(r, n)), (n = t);
      do {
        switch (n.tag) {
          case 3:
            return ((n.flags |= 65536), (e = a & -a), (n.lanes |= e), (e = jc(n.stateNode, r, e)), To(n, e), !1);
          case 1:
            if (
              ((t = n.type),
              (o = n.stateNode),
              !(n.flags & 128) &&
                (typeof t.getDerivedStateFromError == `function` ||
                  (o !== null && typeof o.componentDidCatch == `function` && (yd === null || !yd.has(o)))))
            )
              return ((n.flags |= 65536), (a &= -a), (n.lanes |= a), (a = Mc(a)), Nc(a, e, n, r), To(n, a), !1);
            break;
          case 22:
            if (n.memoizedState !== null) return ((n.flags |= 65536), !1);
        }
        n = n.return;
      } while (n !== null);
      return !1;
    }
    var Fc = Error(i(461)),
      Ic = !1;
    function Lc(e, t, n, r) {
      t.child = e === null ? vo(t, null, n, r) : _o(t, e.child, n, r);
    }
    function Rc(e, t, n, r, i) {
      n = n.render;
      var a = t.ref;
      if (`ref` in r) {
        var o = {};
        for (var s in r) s !== `ref` && (o[s] = r[s]);
      } else o = r;
      return (
        Aa(t),
        (r = ns(e, t, n, o, a, i)),
        (s = os()),
        e !== null && !Ic ? (ss(e, t, i), fl(e, t, i)) : (P && s && sa(t), (t.flags |= 1), Lc(e, t, r, i), t.child)
      );
    }
    function zc(e, t, n, r, i) {
      if (e === null) {
        var a = n.type;
        return typeof a == `function` && !Bi(a) && a.defaultProps === void 0 && n.compare === null
          ? ((t.tag = 15), (t.type = a), Bc(e, t, a, r, i))
          : ((e = Ui(n.type, null, r, t, t.mode, i)), (e.ref = t.ref), (e.return = t), (t.child = e));
      }
      if (((a = e.child), !pl(e, i))) {
        var o = a.memoizedProps;
        if (((n = n.compare), (n = n === null ? Zr : n), n(o, r) && e.ref === t.ref)) return fl(e, t, i);
      }
      return ((t.flags |= 1), (e = Vi(a, r)), (e.ref = t.ref), (e.return = t), (t.child = e));
    }
    function Bc(e, t, n, r, i) {
      if (e !== null) {
        var a = e.memoizedProps;
        if (Zr(a, r) && e.ref === t.ref) {
          if (((Ic = !1), (t.pendingProps = r = a), pl(e, i))) e.flags & 131072 && (Ic = !0);
          else return ((t.lanes = e.lanes), fl(e, t, i));
        }
      }
      return Jc(e, t, n, r, i);
    }
    function Vc(e, t, n, r) {
      var i = r.children,
        a = e === null ? null : e.memoizedState;
      if (
        (e === null &&
          t.stateNode === null &&
          (t.stateNode = { _visibility: 1, _pendingMarkers: null, _retryCache: null, _transitions: null }),
        r.mode === `hidden`)
      ) {
        if (t.flags & 128) {
          if (((a = a === null ? n : a.baseLanes | n), e !== null)) {
            for (r = t.child = e.child, i = 0; r !== null; ) (i = i | r.lanes | r.childLanes), (r = r.sibling);
            r = i & ~a;
          } else (r = 0), (t.child = null);
          return Uc(e, t, a, n, r);
        }
        if (n & 536870912)
          (t.memoizedState = { baseLanes: 0, cachePool: null }),
            e !== null && Qa(t, a === null ? null : a.cachePool),
            a === null ? Po() : No(t, a),
            Bo(t);
        else return ((r = t.lanes = 536870912), Uc(e, t, a === null ? n : a.baseLanes | n, n, r));
      } else
        a === null ? (e !== null && Qa(t, null), Po(), Vo()) : (Qa(t, a.cachePool), No(t, a), Vo(), (t.memoizedState = null));
      return (Lc(e, t, i, n), t.child);
    }
    function Hc(e, t) {
      return (
        (e !== null && e.tag === 22) ||
          t.stateNode !== null ||
          (t.stateNode = { _visibility: 1, _pendingMarkers: null, _retryCache: null, _transitions: null }),
        t.sibling
      );
    }
    function Uc(e, t, n, r, i) {
      var a = Za();
      return (
        (a = a === null ? null : { parent: F._currentValue, pool: a }),
        (t.memoizedState = { baseLanes: n, cachePool: a }),
        e !== null && Qa(t, null),
        Po(),
        Bo(t),
        e !== null && Oa(e, t, r, !0),
        (t.childLanes = i),
        null
      );
    }
    function Wc(e, t) {
      return ((t = rl({ mode: t.mode, children: t.children }, e.mode)), (t.ref = e.ref), (e.child = t), (t.return = e), t);
    }
    function Gc(e, t, n) {
      return (_o(t, e.child, null, n), (e = Wc(t, t.pendingProps)), (e.flags |= 2), Ho(t), (t.memoizedState = null), e);
    }
    function Kc(e, t, n) {
      var r = t.pendingProps,
        a = !!(t.flags & 128);
      if (((t.flags &= -129), e === null)) {
        if (P) {
          if (r.mode === `hidden`)
            return ((e = Wc(t, r)), (t.lanes = 536870912), (e.memoizedState = { baseLanes: 0, cachePool: null }), Hc(null, e));
          if (
            (zo(t),
            (e = N)
              ? ((e = am(e, fa)),
                (e = e !== null && e.data === `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: na === null ? null : { id: ra, overflow: ia },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Ki(e)),
                  (n.return = t),
                  (t.child = n),
                  (ua = t),
                  (N = null)))
              : (e = null),
            e === null)
          )
            throw ma(t);
          return ((t.lanes = 536870912), null);
        }
        return Wc(t, r);
      }
      var o = e.memoizedState;
      if (o !== null) {
        var s = o.dehydrated;
        if ((zo(t), a)) {
          if (t.flags & 256) (t.flags &= -257), (t = Gc(e, t, n));
          else if (t.memoizedState !== null) (t.child = e.child), (t.flags |= 128), (t = null);
          else throw Error(i(558));
        } else if ((Ic || Oa(e, t, n, !1), (a = (n & e.childLanes) !== 0), Ic || a)) {
          if (jo.current === null) {
            if (((r = G), r !== null && ((s = kt(r, n)), s !== 0 && s !== o.retryLane)))
              throw ((o.retryLane = s), Pi(e, s), Pd(r, e, s), Fc);
            Kd();
          }
          t = Gc(e, t, n);
        } else
          (e = o.treeContext),
            (N = lm(s.nextSibling)),
            (ua = t),
            (P = !0),
            (da = null),
            (fa = !1),
            e !== null && la(t, e),
            (t = Wc(t, r)),
            (t.flags |= 134221824);
        return t;
      }
      return ((e = Vi(e.child, { mode: r.mode, children: r.children })), (e.ref = t.ref), (t.child = e), (e.return = t), e);
    }
    function qc(e, t) {
      var n = t.ref;
      if (n === null) e !== null && e.ref !== null && (t.flags |= 4194816);
      else {
        if (typeof n != `function` && typeof n != `object`) throw Error(i(284));
        (e === null || e.ref !== n) && (t.flags |= 4194816);
      }
    }
    function Jc(e, t, n, r, i) {
      return (
        Aa(t),
        (n = ns(e, t, n, r, void 0, i)),
        (r = os()),
        e !== null && !Ic ? (ss(e, t, i), fl(e, t, i)) : (P && r && sa(t), (t.flags |= 1), Lc(e, t, n, i), t.child)
      );
    }
    function Yc(e, t, n, r, i, a) {
      return (
        Aa(t),
        (t.updateQueue = null),
        (n = is(t, r, n, i)),
        rs(e),
        (r = os()),
        e !== null && !Ic ? (ss(e, t, a), fl(e, t, a)) : (P && r && sa(t), (t.flags |= 1), Lc(e, t, n, a), t.child)
      );
    }
    function Xc(e, t, n, r, i) {
      if ((Aa(t), t.stateNode === null)) {
        var a = Li,
          o = n.contextType;
        typeof o == `object` && o && (a = ja(o)),
          (a = new n(r, a)),
          (t.memoizedState = a.state !== null && a.state !== void 0 ? a.state : null),
          (a.updater = Sc),
          (t.stateNode = a),
          (a._reactInternals = t),
          (a = t.stateNode),
          (a.props = r),
          (a.state = t.memoizedState),
          (a.refs = {}),
          bo(t),
          (o = n.contextType),
          (a.context = typeof o == `object` && o ? ja(o) : Li),
          (a.state = t.memoizedState),
          (o = n.getDerivedStateFromProps),
          typeof o == `function` && (xc(t, n, o, r), (a.state = t.memoizedState)),
          typeof n.getDerivedStateFromProps == `function` ||
            typeof a.getSnapshotBeforeUpdate == `function` ||
            (typeof a.UNSAFE_componentWillMount != `function` && typeof a.componentWillMount != `function`) ||
            ((o = a.state),
            typeof a.componentWillMount == `function` && a.componentWillMount(),
            typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount(),
            o !== a.state && Sc.enqueueReplaceState(a, a.state, null),
            Oo(t, r, a, i),
            Do(),
            (a.state = t.memoizedState)),
          typeof a.componentDidMount == `function` && (t.flags |= 4194308),
          (r = !0);
      } else if (e === null) {
        a = t.stateNode;
        var s = t.memoizedProps,
          c = Tc(n, s);
        a.props = c;
        var l = a.context,
          u = n.contextType;
        (o = Li), typeof u == `object` && u && (o = ja(u));
        var d = n.getDerivedStateFromProps;
        (u = typeof d == `function` || typeof a.getSnapshotBeforeUpdate == `function`),
          (s = t.pendingProps !== s),
          u ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` && typeof a.componentWillReceiveProps != `function`) ||
            ((s || l !== o) && wc(t, a, r, o)),
          (yo = !1);
        var f = t.memoizedState;
        (a.state = f),
          Oo(t, r, a, i),
          Do(),
          (l = t.memoizedState),
          s || f !== l || yo
            ? (typeof d == `function` && (xc(t, n, d, r), (l = t.memoizedState)),
              (c = yo || Cc(t, n, c, r, f, l, o))
                ? (u ||
                    (typeof a.UNSAFE_componentWillMount != `function` && typeof a.componentWillMount != `function`) ||
                    (typeof a.componentWillMount == `function` && a.componentWillMount(),
                    typeof a.UNSAFE_componentWillMount == `function` && a.UNSAFE_componentWillMount()),
                  typeof a.componentDidMount == `function` && (t.flags |= 4194308))
                : (typeof a.componentDidMount == `function` && (t.flags |= 4194308),
                  (t.memoizedProps = r),
                  (t.memoizedState = l)),
              (a.props = r),
              (a.state = l),
              (a.context = o),
              (r = c))
            : (typeof a.componentDidMount == `function` && (t.flags |= 4194308), (r = !1));
      } else {
        (a = t.stateNode),
          xo(e, t),
          (o = t.memoizedProps),
          (u = Tc(n, o)),
          (a.props = u),
          (d = t.pendingProps),
          (f = a.context),
          (l = n.contextType),
          (c = Li),
          typeof l == `object` && l && (c = ja(l)),
          (s = n.getDerivedStateFromProps),
          (l = typeof s == `function` || typeof a.getSnapshotBeforeUpdate == `function`) ||
            (typeof a.UNSAFE_componentWillReceiveProps != `function` && typeof a.componentWillReceiveProps != `function`) ||
            ((o !== d || f !== c) && wc(t, a, r, c)),
          (yo = !1),
          (f = t.memoizedState),
          (a.state = f),
          Oo(t, r, a, i),
          Do();
        var p = t.memoizedState;
        o !== d || f !== p || yo || (e !== null && e.dependencies !== null && ka(e.dependencies))
          ? (typeof s == `function` && (xc(t, n, s, r), (p = t.memoizedState)),
            (u = yo || Cc(t, n, u, r, f, p, c) || (e !== null && e.dependencies !== null && ka(e.dependencies)))
              ? (l ||
                  (typeof a.UNSAFE_componentWillUpdate != `function` && typeof a.componentWillUpdate != `function`) ||
                  (typeof a.componentWillUpdate == `function` && a.componentWillUpdate(r, p, c),
                  typeof a.UNSAFE_componentWillUpdate == `function` && a.UNSAFE_componentWillUpdate(r, p, c)),
                typeof a.componentDidUpdate == `function` && (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate == `function` && (t.flags |= 1024))
              : (typeof a.componentDidUpdate != `function` || (o === e.memoizedProps && f === e.memoizedState) || (t.flags |= 4),
                typeof a.getSnapshotBeforeUpdate != `function` ||
                  (o === e.memoizedProps && f === e.memoizedState) ||
                  (t.flags |= 1024),
                (t.memoizedProps = r),
                (t.memoizedState = p)),
            (a.props = r),
            (a.state = p),
            (a.context = c),
            (r = u))
          : (typeof a.componentDidUpdate != `function` || (o === e.memoizedProps && f === e.memoizedState) || (t.flags |= 4),
            typeof a.getSnapshotBeforeUpdate != `function` ||
              (o === e.memoizedProps && f === e.memoizedState) ||
              (t.flags |= 1024),
            (r = !1));
      }
      return (
        (a = r),
        qc(e, t),
        (r = !!(t.flags & 128)),
        a || r
          ? ((a = t.stateNode),
            (n = r && typeof n.getDerivedStateFromError != `function` ? null : a.render()),
            (t.flags |= 1),
            e !== null && r ? ((t.child = _o(t, e.child, null, i)), (t.child = _o(t, null, n, i))) : Lc(e, t, n, i),
            (t.memoizedState = a.state),
            (e = t.child))
          : (e = fl(e, t, i)),
        e
      );
    }
    function Zc(e, t, n, r) {
      return (va(), (t.flags |= 256), Lc(e, t, n, r), t.child);
    }
    var Qc = { dehydrated: null, treeContext: null, retryLane: 0, hydrationErrors: null };
    function $c(e) {
      return { baseLanes: e, cachePool: $a() };
    }
    function el(e, t, n) {
      return ((e = e === null ? 0 : e.childLanes & ~n), t && (e |= ud), e);
    }
    function tl(e, t, n) {
      var r = t.pendingProps,
        i = !1,
        a = !!(t.flags & 128),
        o;
      if (
        ((o = a) || (o = e !== null && e.memoizedState === null ? !1 : !!(Uo.current & 2)),
        o && ((i = !0), (t.flags &= -129)),
        (o = !!(t.flags & 32)),
        (t.flags &= -33),
        e === null)
      ) {
        if (P) {
          if (
            (i ? Ro(t) : Vo(),
            (e = N)
              ? ((e = am(e, fa)),
                (e = e !== null && e.data !== `&` ? e : null),
                e !== null &&
                  ((t.memoizedState = {
                    dehydrated: e,
                    treeContext: na === null ? null : { id: ra, overflow: ia },
                    retryLane: 536870912,
                    hydrationErrors: null,
                  }),
                  (n = Ki(e)),
                  (n.return = t),
                  (t.child = n),
                  (ua = t),
                  (N = null)))
              : (e = null),
            e === null)
          )
            throw ma(t);
          return ((t.lanes = sm(e) ? 32 : 536870912), null);
        }
        return (
          (a = r.children),
          (r = r.fallback),
          i
            ? (Vo(),
              (i = t.mode),
              (a = rl({ mode: `hidden`, children: a }, i)),
              (r = Wi(r, i, n, null)),
              (a.return = t),
              (r.return = t),
              (a.sibling = r),
              (t.child = a),
              (r = t.child),
              (r.memoizedState = $c(n)),
              (r.childLanes = el(e, o, n)),
              (t.memoizedState = Qc),
              Hc(null, r))
            : (Ro(t), nl(t, a))
        );
      }
      var s = e.memoizedState;
      if (s !== null) {
        var c = s.dehydrated;
        if (c !== null) return al(e, t, a, o, r, c, s, n);
      }
      return i
        ? (Vo(),
          (i = r.fallback),
          (a = t.mode),
          (s = e.child),
          (c = s.sibling),
          (r = Vi(s, { mode: `hidden`, children: r.children })),
          (r.subtreeFlags = s.subtreeFlags & 1206910976),
          c === null ? ((i = Wi(i, a, n, null)), (i.flags |= 2)) : (i = Vi(c, i)),
          (i.return = t),
          (r.return = t),
          (r.sibling = i),
          (t.child = r),
          Hc(null, r),
          (r = t.child),
          (i = e.child.memoizedState),
          i === null
            ? (i = $c(n))
            : ((a = i.cachePool),
              a === null ? (a = $a()) : ((s = F._currentValue), (a = a.parent === s ? a : { parent: s, pool: s })),
              (i = { baseLanes: i.baseLanes | n, cachePool: a })),
          (r.memoizedState = i),
          (r.childLanes = el(e, o, n)),
          (t.memoizedState = Qc),
          Hc(e.child, r))
        : (Ro(t),
          (n = e.child),
          (e = n.sibling),
          (n = Vi(n, { mode: `visible`, children: r.children })),
          (n.return = t),
          (n.sibling = null),
          e !== null && ((o = t.deletions), o === null ? ((t.deletions = [e]), (t.flags |= 16)) : o.push(e)),
          (t.child = n),
          (t.memoizedState = null),
          n);
    }
    function nl(e, t) {
      return ((t = rl({ mode: `visible`, children: t }, e.mode)), (t.return = e), (e.child = t));
    }
    function rl(e, t) {
      return ((e = zi(22, e, null, t)), (e.lanes = 0), e);
    }
    function il(e, t, n) {
      return (_o(t, e.child, null, n), (e = nl(t, t.pendingProps.children)), (e.flags |= 2), (t.memoizedState = null), e);
    }
    function al(e, t, n, r, a, o, s, c) {
      if (n)
        return t.flags & 256
          ? (Ro(t), (t.flags &= -257), il(e, t, c))
          : t.memoizedState === null
            ? (Vo(),
              (o = a.fallback),
              (s = t.mode),
              (a = rl({ mode: `visible`, children: a.children }, s)),
              (o = Wi(o, s, c, null)),
              (o.flags |= 2),
              (a.return = t),
              (o.return = t),
              (a.sibling = o),
              (t.child = a),
              _o(t, e.child, null, c),
              (a = t.child),
              (a.memoizedState = $c(c)),
              (a.childLanes = el(e, r, c)),
              (t.memoizedState = Qc),
              Hc(null, a))
            : (Vo(), (t.child = e.child), (t.flags |= 128), null);
      if ((Ro(t), sm(o))) {
        if (((r = o.nextSibling && o.nextSibling.dataset), r)) var l = r.dgst;
        return (
          (r = l),
          r !== `` && ((a = Error(i(419))), (a.stack = ``), (a.digest = r), ba({ value: a, source: null, stack: null })),
          il(e, t, c)
        );
      }
      if ((Ic || Oa(e, t, c, !1), (r = (c & e.childLanes) !== 0), Ic || r)) {
        if (jo.current !== null) return il(e, t, c);
        if (((r = G), r !== null && ((a = kt(r, c)), a !== 0 && a !== s.retryLane)))
          throw ((s.retryLane = a), Pi(e, a), Pd(r, e, a), Fc);
        return (om(o) || Kd(), il(e, t, c));
      }
      return om(o)
        ? ((t.flags |= 192), (t.child = e.child), null)
        : ((e = s.treeContext),
          (N = lm(o.nextSibling)),
          (ua = t),
          (P = !0),
          (da = null),
          (fa = !1),
          e !== null && la(t, e),
          (t = nl(t, a.children)),
          (t.flags |= 134221824),
          t);
    }
    function ol(e, t, n) {
      e.lanes |= t;
      var r = e.alternate;
      r !== null && (r.lanes |= t), Ea(e.return, t, n);
    }
    function sl(e) {
      for (var t = null; e !== null; ) {
        var n = e.alternate;
        n !== null && Ko(n) === null && (t = e), (e = e.sibling);
      }
      return t;
    }
    function cl(e, t, n, r, i, a) {
      var o = e.memoizedState;
      o === null
        ? (e.memoizedState = {
            isBackwards: t,
            rendering: null,
            renderingStartTime: 0,
            last: r,
            tail: n,
            tailMode: i,
            treeForkCount: a,
          })
        : ((o.isBackwards = t),
          (o.rendering = null),
          (o.renderingStartTime = 0),
          (o.last = r),
          (o.tail = n),
          (o.tailMode = i),
          (o.treeForkCount = a));
    }
    function ll(e) {
      var t = e.child;
      for (e.child = null; t !== null; ) {
        var n = t.sibling;
        (t.sibling = e.child), (e.child = t), (t = n);
      }
    }
    function ul(e, t, n) {
      var r = t.pendingProps,
        i = r.revealOrder,
        a = r.tail;
      r = r.children;
      var o = Uo.current;
      if (t.flags & 128) return (Wo(t, o), null);
      var s = !!(o & 2);
      if (
        (s ? ((o = (o & 1) | 2), (t.flags |= 128)) : (o &= 1),
        Wo(t, o),
        i === `backwards` && e !== null ? (ll(e), Lc(e, t, r, n), ll(e)) : Lc(e, t, r, n),
        (r = P ? $i : 0),
        !s && e !== null && e.flags & 128)
      )
        a: for (e = t.child; e !== null; ) {
          if (e.tag === 13) e.memoizedState !== null && ol(e, n, t);
          else if (e.tag === 19) ol(e, n, t);
          else if (e.child !== null) {
            (e.child.return = e), (e = e.child);
            continue;
          }
          if (e === t) break;
          for (; e.sibling === null; ) {
            if (e.return === null || e.return === t) break a;
            e = e.return;
          }
          (e.sibling.return = e.return), (e = e.sibling);
        }
      switch (i) {
        case `backwards`:
          (n = sl(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null), ll(t)),
            cl(t, !0, i, null, a, r);
          break;
        case `unstable_legacy-backwards`:
          for (n = null, i = t.child, t.child = null; i !== null; ) {
            if (((e = i.alternate), e !== null && Ko(e) === null)) {
              t.child = i;
              break;
            }
            (e = i.sibling), (i.sibling = n), (n = i), (i = e);
          }
          cl(t, !0, n, null, a, r);
          break;
        case `together`:
          cl(t, !1, null, null, void 0, r);
          break;
        case `independent`:
          t.memoizedState = null;
          break;
        default:
          (n = sl(t.child)),
            n === null ? ((i = t.child), (t.child = null)) : ((i = n.sibling), (n.sibling = null)),
            cl(t, !1, i, n, a, r);
      }
      return t.child;
    }
    function dl(e, t, n) {
      var r = t.pendingProps;
      return (wa(t, t.type, r.value), Lc(e, t, r.children, n), t.child);
    }
    function fl(e, t, n) {
      if ((e !== null && (t.dependencies = e.dependencies), (sd |= t.lanes), (n & t.childLanes) === 0)) {
        if (e !== null) {
          if ((Oa(e, t, n, !1), (n & t.childLanes) === 0)) return null;
        } else return null;
      }
      if (e !== null && t.child !== e.child) throw Error(i(153));
      if (t.child !== null) {
        for (e = t.child, n = Vi(e, e.pendingProps), t.child = n, n.return = t; e.sibling !== null; )
          (e = e.sibling), (n = n.sibling = Vi(e, e.pendingProps)), (n.return = t);
        n.sibling = null;
      }
      return t.child;
    }
    function pl(e, t) {
      return (e.lanes & t) !== 0 || ((e = e.dependencies), !!(e !== null && ka(e)));
    }
    function ml(e, t, n) {
      switch (t.tag) {
        case 3:
          Le(t, t.stateNode.containerInfo), wa(t, F, e.memoizedState.cache), va();
          break;
        case 27:
        case 5:
          ze(t);
          break;
        case 4:
          Le(t, t.stateNode.containerInfo);
          break;
        case 10:
          wa(t, t.type, t.memoizedProps.value);
          break;
        case 31:
          if (t.memoizedState !== null) return ((t.flags |= 128), zo(t), null);
          break;
        case 13:
          var r = t.memoizedState;
          if (r !== null) {
            if (r.dehydrated !== null) return (Ro(t), (t.flags |= 128), null);
            r = Oa(e, t, n, !1);
            var i = t.child.childLanes;
            return r || (n & i) !== 0 ? tl(e, t, n) : (Ro(t), (e = fl(e, t, n)), e === null ? null : e.sibling);
          }
          Ro(t);
          break;
        case 19:
          if (t.flags & 128) return ul(e, t, n);
          if (((i = !!(e.flags & 128)), (r = (n & t.childLanes) !== 0), (r ||= (Oa(e, t, n, !1), (n & t.childLanes) !== 0)), i)) {
            if (r) return ul(e, t, n);
            t.flags |= 128;
          }
          if (
            ((i = t.memoizedState),
            i !== null && ((i.rendering = null), (i.tail = null), (i.lastEffect = null)),
            Wo(t, Uo.current),
            r)
          )
            break;
          return null;
        case 22:
          return ((t.lanes = 0), Vc(e, t, n, t.pendingProps));
        case 24:
          wa(t, F, e.memoizedState.cache);
      }
      return fl(e, t, n);
    }
    function hl(e, t, n) {
      if (e !== null) {
        if (e.memoizedProps !== t.pendingProps) Ic = !0;
        else {
          if (!pl(e, n) && !(t.flags & 128)) return ((Ic = !1), ml(e, t, n));
          Ic = !!(e.flags & 131072);
        }
      } else (Ic = !1), P && t.flags & 1048576 && oa(t, $i, t.index);
      switch (((t.lanes = 0), t.tag)) {
        case 16:
          a: {
            var r = t.pendingProps;
            if (((e = oo(t.elementType)), (t.type = e), typeof e == `function`))
              Bi(e) ? ((r = Tc(e, r)), (t.tag = 1), (t = Xc(null, t, e, r, n))) : ((t.tag = 0), (t = Jc(null, t, e, r, n)));
            else {
              if (e != null) {
                var a = e.$$typeof;
                if (a === pe) {
                  (t.tag = 11), (t = Rc(null, t, e, r, n));
                  break a;
                }
                if (a === ge) {
                  (t.tag = 14), (t = zc(null, t, e, r, n));
                  break a;
                }
                if (a === fe) {
                  (t.tag = 10), (t.type = e), (t = dl(null, t, n));
                  break a;
                }
              }
              throw ((t = Ee(e) || e), Error(i(306, t, ``)));
            }
          }
          return t;
        case 0:
          return Jc(e, t, t.type, t.pendingProps, n);
        case 1:
          return ((r = t.type), (a = Tc(r, t.pendingProps)), Xc(e, t, r, a, n));
        case 3:
          a: {
            if ((Le(t, t.stateNode.containerInfo), e === null)) throw Error(i(387));
            r = t.pendingProps;
            var o = t.memoizedState;
            (a = o.element), xo(e, t), Oo(t, r, null, n);
            var s = t.memoizedState;
            if (((r = s.cache), wa(t, F, r), r !== o.cache && Da(t, [F], n, !0), Do(), (r = s.element), o.isDehydrated)) {
              if (
                ((o = { element: r, isDehydrated: !1, cache: s.cache }),
                (t.updateQueue.baseState = o),
                (t.memoizedState = o),
                t.flags & 256)
              ) {
                t = Zc(e, t, r, n);
                break a;
              }
              if (r !== a) {
                (a = Yi(Error(i(424)), t)), ba(a), (t = Zc(e, t, r, n));
                break a;
              }
              switch (((e = t.stateNode.containerInfo), e.nodeType)) {
                case 9:
                  e = e.body;
                  break;
                default:
                  e = e.nodeName === `HTML` ? e.ownerDocument.body : e;
              }
              for (N = lm(e.firstChild), ua = t, P = !0, da = null, fa = !0, n = vo(t, null, r, n), t.child = n; n; )
                (n.flags = (n.flags & -3) | 134221824), (n = n.sibling);
            } else {
              if ((va(), r === a)) {
                t = fl(e, t, n);
                break a;
              }
              Lc(e, t, r, n);
            }
            t = t.child;
          }
          return t;
        case 26:
          return (
            qc(e, t),
            e === null
              ? (n = Nm(t.type, null, t.pendingProps, null))
                ? (t.memoizedState = n)
                : P || (t.stateNode = fp(t.type, t.pendingProps, Fe.current, t))
              : (t.memoizedState = Nm(t.type, e.memoizedProps, t.pendingProps, e.memoizedState)),
            null
          );
        case 27:
          return (
            ze(t),
            e === null &&
              P &&
              ((r = t.stateNode = hm(t.type, t.pendingProps, Fe.current)),
              (ua = t),
              (fa = !0),
              (a = N),
              Sp(t.type) ? ((um = a), (N = lm(r.firstChild))) : (N = a)),
            Lc(e, t, t.pendingProps.children, n),
            qc(e, t),
            e === null && (t.flags |= 4194304),
            t.child
          );
        case 5:
          return (
            e === null &&
              P &&
              ((a = r = N) &&
                ((r = rm(r, t.type, t.pendingProps, fa)),
                r === null ? (a = !1) : ((t.stateNode = r), (ua = t), (N = lm(r.firstChild)), (fa = !1), (a = !0))),
              a || ma(t)),
            ze(t),
            (a = t.type),
            (o = t.pendingProps),
            (s = e === null ? null : e.memoizedProps),
            (r = o.children),
            pp(a, o) ? (r = null) : s !== null && pp(a, s) && (t.flags |= 32),
            t.memoizedState !== null && ((a = ns(e, t, as, null, null, n)), (sh._currentValue = a)),
            qc(e, t),
            Lc(e, t, r, n),
            t.child
          );
        case 6:
          return (
            e === null &&
              P &&
              ((e = n = N) &&
                ((n = im(n, t.pendingProps, fa)), n === null ? (e = !1) : ((t.stateNode = n), (ua = t), (N = null), (e = !0))),
              e || ma(t)),
            null
          );
        case 13:
          return tl(e, t, n);
        case 4:
          return (
            Le(t, t.stateNode.containerInfo),
            (r = t.pendingProps),
            e === null ? (t.child = _o(t, null, r, n)) : Lc(e, t, r, n),
            t.child
          );
        case 11:
          return Rc(e, t, t.type, t.pendingProps, n);
        case 7:
          return ((r = t.pendingProps), qc(e, t), Lc(e, t, r, n), t.child);
        case 8:
          return (Lc(e, t, t.pendingProps.children, n), t.child);
        case 12:
          return (Lc(e, t, t.pendingProps.children, n), t.child);
        case 10:
          return dl(e, t, n);
        case 9:
          return (
            (a = t.type._context),
            (r = t.pendingProps.children),
            Aa(t),
            (a = ja(a)),
            (r = r(a)),
            (t.flags |= 1),
            Lc(e, t, r, n),
            t.child
          );
        case 14:
          return zc(e, t, t.type, t.pendingProps, n);
        case 15:
          return Bc(e, t, t.type, t.pendingProps, n);
        case 19:
          return ul(e, t, n);
        case 31:
          return Kc(e, t, n);
        case 22:
          return Vc(e, t, n, t.pendingProps);
        case 24:
          return (
            Aa(t),
            (r = ja(F)),
            e === null
              ? ((a = Za()),
                a === null &&
                  ((a = G), (o = La()), (a.pooledCache = o), o.refCount++, o !== null && (a.pooledCacheLanes |= n), (a = o)),
                (t.memoizedState = { parent: r, cache: a }),
                bo(t),
                wa(t, F, a))
              : ((e.lanes & n) !== 0 && (xo(e, t), Oo(t, null, null, n), Do()),
                (a = e.memoizedState),
                (o = t.memoizedState),
                a.parent === r
                  ? ((r = o.cache), wa(t, F, r), r !== a.cache && Da(t, [F], n, !0))
                  : ((a = { parent: r, cache: r }),
                    (t.memoizedState = a),
                    t.lanes === 0 && (t.memoizedState = t.updateQueue.baseState = a),
                    wa(t, F, r))),
            Lc(e, t, t.pendingProps.children, n),
            t.child
          );
        case 30:
          return (
            t.stateNode === null && (t.stateNode = { autoName: null, paired: null, clones: null, ref: null }),
            (r = t.pendingProps),
            r.name != null && r.name !== `auto` ? (t.flags |= e === null ? 18882560 : 18874368) : P && sa(t),
            e !== null && e.memoizedProps.name !== r.name ? (t.flags |= 4194816) : qc(e, t),
            Lc(e, t, r.children, n),
            t.child
          );
        case 29:
          throw t.pendingProps;
      }
      throw Error(i(156, t.tag));
    }
    function gl(e) {
      e.flags |= 4;
    }
    function _l(e, t, n, r, i) {
      var a;
      if (((a = !!(e.mode & 32)) && (a = n === null ? Jm(t, r) : Jm(t, r) && (r.src !== n.src || r.srcSet !== n.srcSet)), a)) {
        if (((e.flags |= 16777216), (i & 335544128) === i)) {
          if (e.stateNode.complete) e.flags |= 8192;
          else if (Ud()) e.flags |= 8192;
          else throw ((so = ro), to);
        }
      } else e.flags &= -16777217;
    }
    function vl(e, t) {
      if (t.type !== `stylesheet` || t.state.loading & 4) e.flags &= -16777217;
      else if (((e.flags |= 16777216), !Ym(t))) {
        if (Ud()) e.flags |= 8192;
        else throw ((so = ro), to);
      }
    }
    function yl(e, t) {
      t !== null && (e.flags |= 4), e.flags & 16384 && ((t = e.tag === 22 ? 536870912 : Ct()), (e.lanes |= t), (dd |= t));
    }
    function bl(e, t) {
      if (!P)
        switch (e.tailMode) {
          case `visible`:
            break;
          case `collapsed`:
            for (var n = e.tail, r = null; n !== null; ) n.alternate !== null && (r = n), (n = n.sibling);
            r === null ? (t || e.tail === null ? (e.tail = null) : (e.tail.sibling = null)) : (r.sibling = null);
            break;
          default:
            for (t = e.tail, n = null; t !== null; ) t.alternate !== null && (n = t), (t = t.sibling);
            n === null ? (e.tail = null) : (n.sibling = null);
        }
    }
    function V(e) {
      var t = e.alternate !== null && e.alternate.child === e.child,
        n = 0,
        r = 0;
      if (t)
        for (var i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes),
            (r |= i.subtreeFlags & 1206910976),
            (r |= i.flags & 1206910976),
            (i.return = e),
            (i = i.sibling);
      else
        for (i = e.child; i !== null; )
          (n |= i.lanes | i.childLanes), (r |= i.subtreeFlags), (r |= i.flags), (i.return = e), (i = i.sibling);
      return ((e.subtreeFlags |= r), (e.childLanes = n), t);
    }
    function xl(e, t, n) {
      var r = t.pendingProps;
      switch ((ca(t), t.tag)) {
        case 16:
        case 15:
        case 0:
        case 11:
        case 7:
        case 8:
        case 12:
        case 9:
        case 14:
          return (V(t), null);
        case 1:
          return (V(t), null);
        case 3:
          return (
            (n = t.stateNode),
            (r = null),
            e !== null && (r = e.memoizedState.cache),
            t.memoizedState.cache !== r && (t.flags |= 2048),
            Ta(F),
            Re(),
            n.pendingContext && ((n.context = n.pendingContext), (n.pendingContext = null)),
            (e === null || e.child === null) &&
              (_a(t) ? gl(t) : e === null || (e.memoizedState.isDehydrated && !(t.flags & 256)) || ((t.flags |= 1024), ya())),
            V(t),
            null
          );
        case 26:
          var a = t.type,
            o = t.memoizedState;
          return (
            e === null
              ? (gl(t), o === null ? (V(t), _l(t, a, null, r, n)) : (V(t), vl(t, o)))
              : o
                ? o === e.memoizedState
                  ? (V(t), (t.flags &= -16777217))
                  : (gl(t), V(t), vl(t, o))
                : ((e = e.memoizedProps), e !== r && gl(t), V(t), _l(t, a, e, r, n)),
            null
          );
        case 27:
          if ((Be(t), (n = Fe.current), (a = t.type), e !== null && t.stateNode != null)) e.memoizedProps !== r && gl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(i(166));
              return (V(t), (t.subtreeFlags &= -33554433), null);
            }
            (e = Ne.current), _a(t) ? ha(t, e) : ((e = hm(a, r, n)), (t.stateNode = e), gl(t));
          }
          return (V(t), (t.subtreeFlags &= -33554433), null);
        case 5:
          if ((Be(t), (a = t.type), e !== null && t.stateNode != null)) e.memoizedProps !== r && gl(t);
          else {
            if (!r) {
              if (t.stateNode === null) throw Error(i(166));
              return (V(t), (t.subtreeFlags &= -33554433), null);
            }
            if (((o = Ne.current), _a(t))) ha(t, o);
            else {
              var s = lp(Fe.current);
              switch (o) {
                case 1:
                  o = s.createElementNS(`http://www.w3.org/2000/svg`, a);
                  break;
                case 2:
                  o = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, a);
                  break;
                default:
                  switch (a) {
                    case `svg`:
                      o = s.createElementNS(`http://www.w3.org/2000/svg`, a);
                      break;
                    case `math`:
                      o = s.createElementNS(`http://www.w3.org/1998/Math/MathML`, a);
                      break;
                    case `script`:
                      (o = s.createElement(`div`)), (o.innerHTML = `<script></script>`), (o = o.removeChild(o.firstChild));
                      break;
                    case `select`:
                      (o = typeof r.is == `string` ? s.createElement(`select`, { is: r.is }) : s.createElement(`select`)),
                        r.multiple ? (o.multiple = !0) : r.size && (o.size = r.size);
                      break;
                    default:
                      o = typeof r.is == `string` ? s.createElement(a, { is: r.is }) : s.createElement(a);
                  }
              }
              (o[Ft] = t), (o[It] = r);
              a: for (s = t.child; s !== null; ) {
                if (s.tag === 5 || s.tag === 6) o.appendChild(s.stateNode);
                else if (s.tag !== 4 && s.tag !== 27 && s.child !== null) {
                  (s.child.return = s), (s = s.child);
                  continue;
                }
                if (s === t) break;
                for (; s.sibling === null; ) {
                  if (s.return === null || s.return === t) break a;
                  s = s.return;
                }
                (s.sibling.return = s.return), (s = s.sibling);
              }
              t.stateNode = o;
              switch ((np(o, a, r), a)) {
                case `button`:
                case `input`:
                case `select`:
                case `textarea`:
                  r = !!r.autoFocus;
                  break;
                case `img`:
                  r = !0;
                  break;
                default:
                  r = !1;
              }
              r && gl(t);
            }
          }
          return (
            V(t), (t.subtreeFlags &= -33554433), _l(t, t.type, e === null ? null : e.memoizedProps, t.pendingProps, n), null
          );
        case 6:
          if (e && t.stateNode != null) e.memoizedProps !== r && gl(t);
          else {
            if (typeof r != `string` && t.stateNode === null) throw Error(i(166));
            if (((e = Fe.current), _a(t))) {
              if (((e = t.stateNode), (n = t.memoizedProps), (r = null), (a = ua), a !== null))
                switch (a.tag) {
                  case 27:
                  case 5:
                    r = a.memoizedProps;
                }
              (e[Ft] = t),
                (e = !!(e.nodeValue === n || (r !== null && !0 === r.suppressHydrationWarning) || ep(e.nodeValue, n))),
                e || ma(t, !0);
            } else (e = lp(e).createTextNode(r)), (e[Ft] = t), (t.stateNode = e);
          }
          return (V(t), null);
        case 31:
          if (((n = t.memoizedState), e === null || e.memoizedState !== null)) {
            if (((r = _a(t)), n !== null)) {
              if (e === null) {
                if (!r) throw Error(i(318));
                if (((e = t.memoizedState), (e = e === null ? null : e.dehydrated), !e)) throw Error(i(557));
                e[Ft] = t;
              } else va(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              V(t), (e = !1);
            } else (n = ya()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = n), (e = !0);
            if (!e) return t.flags & 256 ? (Ho(t), t) : (Ho(t), null);
            if (t.flags & 128) throw Error(i(558));
          }
          return (V(t), null);
        case 13:
          if (((r = t.memoizedState), e === null || (e.memoizedState !== null && e.memoizedState.dehydrated !== null))) {
            if (((a = _a(t)), r !== null && r.dehydrated !== null)) {
              if (e === null) {
                if (!a) throw Error(i(318));
                if (((a = t.memoizedState), (a = a === null ? null : a.dehydrated), !a)) throw Error(i(317));
                a[Ft] = t;
              } else va(), !(t.flags & 128) && (t.memoizedState = null), (t.flags |= 4);
              V(t), (a = !1);
            } else (a = ya()), e !== null && e.memoizedState !== null && (e.memoizedState.hydrationErrors = a), (a = !0);
            if (!a) return t.flags & 256 ? (Ho(t), t) : (Ho(t), null);
          }
          return (
            Ho(t),
            t.flags & 128
              ? ((t.lanes = n), t)
              : ((n = r !== null),
                (e = e !== null && e.memoizedState !== null),
                n &&
                  ((r = t.child),
                  (a = null),
                  r.alternate !== null &&
                    r.alternate.memoizedState !== null &&
                    r.alternate.memoizedState.cachePool !== null &&
                    (a = r.alternate.memoizedState.cachePool.pool),
                  (o = null),
                  r.memoizedState !== null && r.memoizedState.cachePool !== null && (o = r.memoizedState.cachePool.pool),
                  o !== a && (r.flags |= 2048)),
                n !== e && n && (t.child.flags |= 8192),
                yl(t, t.updateQueue),
                V(t),
                null)
          );
        case 4:
          return (Re(), e === null && Wf(t.stateNode.containerInfo), (t.flags |= 67108864), V(t), null);
        case 10:
          return (Ta(t.type), V(t), null);
        case 19:
          if ((Go(t), (r = t.memoizedState), r === null)) return (V(t), null);
          if (((a = !!(t.flags & 128)), (o = r.rendering), o === null)) {
            if (a) bl(r, !1);
            else {
              if (Y !== 0 || (e !== null && e.flags & 128))
                for (e = t.child; e !== null; ) {
                  if (((o = Ko(e)), o !== null)) {
                    for (
                      t.flags |= 128,
                        bl(r, !1),
                        e = o.updateQueue,
                        t.updateQueue = e,
                        yl(t, e),
                        t.subtreeFlags = 0,
                        e = n,
                        n = t.child;
                      n !== null;
                    )
                      Hi(n, e), (n = n.sibling);
                    return (Wo(t, (Uo.current & 1) | 2), P && aa(t, r.treeForkCount), t.child);
                  }
                  e = e.sibling;
                }
              r.tail !== null && $e() > _d && ((t.flags |= 128), (a = !0), bl(r, !1), (t.lanes = 4194304));
            }
          } else {
            if (!a) {
              if (((e = Ko(o)), e !== null)) {
                if (
                  ((t.flags |= 128),
                  (a = !0),
                  (e = e.updateQueue),
                  (t.updateQueue = e),
                  yl(t, e),
                  bl(r, !0),
                  r.tail === null && r.tailMode !== `collapsed` && r.tailMode !== `visible` && !o.alternate && !P)
                )
                  return (V(t), null);
              } else
                2 * $e() - r.renderingStartTime > _d &&
                  n !== 536870912 &&
                  ((t.flags |= 128), (a = !0), bl(r, !1), (t.lanes = 4194304));
            }
            r.isBackwards
              ? ((o.sibling = t.child), (t.child = o))
              : ((e = r.last), e === null ? (t.child = o) : (e.sibling = o), (r.last = o));
          }
          if (r.tail !== null) {
            e = r.tail;
            a: {
              for (n = e; n !== null; ) {
                if (n.alternate !== null) {
                  n = !1;
                  break a;
                }
                n = n.sibling;
              }
              n = !0;
            }
            return (
              (r.rendering = e),
              (r.tail = e.sibling),
              (r.renderingStartTime = $e()),
              (e.sibling = null),
              (o = Uo.current),
              (o = a ? (o & 1) | 2 : o & 1),
              r.tailMode === `visible` || r.tailMode === `collapsed` || !n || P
                ? Wo(t, o)
                : ((n = o), T(Io, t), T(Uo, n), Lo === null && (Lo = t)),
              P && aa(t, r.treeForkCount),
              e
            );
          }
          return (V(t), null);
        case 22:
        case 23:
          return (
            Ho(t),
            Fo(),
            (r = t.memoizedState !== null),
            e === null ? r && (t.flags |= 8192) : (e.memoizedState !== null) !== r && (t.flags |= 8192),
            r ? n & 536870912 && !(t.flags & 128) && (V(t), t.subtreeFlags & 6 && (t.flags |= 8192)) : V(t),
            (n = t.updateQueue),
            n !== null && yl(t, n.retryQueue),
            (n = null),
            e !== null && e.memoizedState !== null && e.memoizedState.cachePool !== null && (n = e.memoizedState.cachePool.pool),
            (r = null),
            t.memoizedState !== null && t.memoizedState.cachePool !== null && (r = t.memoizedState.cachePool.pool),
            r !== n && (t.flags |= 2048),
            e !== null && Me(Xa),
            null
          );
        case 24:
          return (
            (n = null),
            e !== null && (n = e.memoizedState.cache),
            t.memoizedState.cache !== n && (t.flags |= 2048),
            Ta(F),
            V(t),
            null
          );
        case 25:
          return null;
        case 30:
          return ((t.flags |= 33554432), V(t), null);
      }
      throw Error(i(156, t.tag));
    }
    function Sl(e, t) {
      switch ((ca(t), t.tag)) {
        case 1:
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 3:
          return (Ta(F), Re(), (e = t.flags), e & 65536 && !(e & 128) ? ((t.flags = (e & -65537) | 128), t) : null);
        case 26:
        case 27:
        case 5:
          return (Be(t), null);
        case 31:
          if (t.memoizedState !== null) {
            if ((Ho(t), t.alternate === null)) throw Error(i(340));
            va();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 13:
          if ((Ho(t), (e = t.memoizedState), e !== null && e.dehydrated !== null)) {
            if (t.alternate === null) throw Error(i(340));
            va();
          }
          return ((e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 19:
          return (
            Go(t),
            (e = t.flags),
            e & 65536
              ? ((t.flags = (e & -65537) | 128),
                (e = t.memoizedState),
                e !== null && ((e.rendering = null), (e.tail = null)),
                (t.flags |= 4),
                t)
              : null
          );
        case 4:
          return (Re(), null);
        case 10:
          return (Ta(t.type), null);
        case 22:
        case 23:
          return (Ho(t), Fo(), e !== null && Me(Xa), (e = t.flags), e & 65536 ? ((t.flags = (e & -65537) | 128), t) : null);
        case 24:
          return (Ta(F), null);
        case 25:
          return null;
        default:
          return null;
      }
    }
    function Cl(e, t) {
      switch ((ca(t), t.tag)) {
        case 3:
          Ta(F), Re();
          break;
        case 26:
        case 27:
        case 5:
          Be(t);
          break;
        case 4:
          Re();
          break;
        case 31:
          t.memoizedState !== null && Ho(t);
          break;
        case 13:
          Ho(t);
          break;
        case 19:
          Go(t);
          break;
        case 10:
          Ta(t.type);
          break;
        case 22:
        case 23:
          Ho(t), Fo(), e !== null && Me(Xa);
          break;
        case 24:
          Ta(F);
      }
    }
    function wl(e, t) {
      try {
        var n = t.updateQueue,
          r = n === null ? null : n.lastEffect;
        if (r !== null) {
          var i = r.next;
          n = i;
          do {
            if ((n.tag & e) === e) {
              r = void 0;
              var a = n.create,
                o = n.inst;
              (r = a()), (o.destroy = r);
            }
            n = n.next;
          } while (n !== i);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function Tl(e, t, n) {
      try {
        var r = t.updateQueue,
          i = r === null ? null : r.lastEffect;
        if (i !== null) {
          var a = i.next;
          r = a;
          do {
            if ((r.tag & e) === e) {
              var o = r.inst,
                s = o.destroy;
              if (s !== void 0) {
                (o.destroy = void 0), (i = t);
                var c = n,
                  l = s;
                try {
                  l();
                } catch (e) {
                  Z(i, c, e);
                }
              }
            }
            r = r.next;
          } while (r !== a);
        }
      } catch (e) {
        Z(t, t.return, e);
      }
    }
    function El(e) {
      var t = e.updateQueue;
      if (t !== null) {
        var n = e.stateNode;
        try {
          Ao(t, n);
        } catch (t) {
          Z(e, e.return, t);
        }
      }
    }
    function Dl(e, t, n) {
      (n.props = Tc(e.type, e.memoizedProps)), (n.state = e.memoizedState);
      try {
        n.componentWillUnmount();
      } catch (n) {
        Z(e, t, n);
      }
    }
    function Ol(e, t) {
      try {
        var n = e.ref;
        if (n !== null) {
          switch (e.tag) {
            case 26:
            case 27:
            case 5:
              var r = e.stateNode;
              break;
            case 30:
              var i = e.stateNode,
                a = wi(e.memoizedProps, i);
              (i.ref === null || i.ref.name !== a) && (i.ref = Pp(a)), (r = i.ref);
              break;
            case 7:
              if (e.stateNode === null) {
                var o = new Fp(e);
                h(e.child, !1, Qp, o, void 0, void 0), (e.stateNode = o);
              }
              r = e.stateNode;
              break;
            default:
              r = e.stateNode;
          }
          typeof n == `function` ? (e.refCleanup = n(r)) : (n.current = r);
        }
      } catch (n) {
        Z(e, t, n);
      }
    }
    function kl(e, t) {
      var n = e.ref,
        r = e.refCleanup;
      if (n !== null) {
        if (typeof r == `function`)
          try {
            r();
          } catch (n) {
            Z(e, t, n);
          } finally {
            (e.refCleanup = null), (e = e.alternate), e != null && (e.refCleanup = null);
          }
        else if (typeof n == `function`)
          try {
            n(null);
          } catch (n) {
            Z(e, t, n);
          }
        else n.current = null;
      }
    }
    function Al(e, t) {
      if ((e.tag === 5 || e.tag === 27 || e.tag === 6) && e.alternate === null && t !== null)
        for (var n = 0; n < t.length; n++) em(e.stateNode, t[n]);
    }
    function jl(e) {
      for (var t = e.return; t !== null && (Pl(t) && em(e.stateNode, t.stateNode), !Nl(t)); ) t = t.return;
    }
    function Ml(e) {
      for (var t = e.return; t !== null && (Pl(t) && tm(e.stateNode, t.stateNode), !Nl(t)); ) t = t.return;
    }
    function Nl(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 27;
    }
    function Pl(e) {
      return e && e.tag === 7 && e.stateNode !== null;
    }
    function Fl(e) {
      var t = e.type,
        n = e.memoizedProps,
        r = e.stateNode;
      try {
        switch (t) {
          case `button`:
          case `input`:
          case `select`:
          case `textarea`:
            n.autoFocus && r.focus();
            break;
          case `img`:
            n.src ? (r.src = n.src) : n.srcSet && (r.srcset = n.srcSet);
        }
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Il(e, t, n) {
      try {
        var r = e.stateNode;
        ip(r, e.type, n, t), (r[It] = t);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    function Ll(e) {
      return e.tag === 5 || e.tag === 3 || e.tag === 26 || (e.tag === 27 && Sp(e.type)) || e.tag === 4;
    }
    function Rl(e) {
      a: for (;;) {
        for (; e.sibling === null; ) {
          if (e.return === null || Ll(e.return)) return null;
          e = e.return;
        }
        for (e.sibling.return = e.return, e = e.sibling; e.tag !== 5 && e.tag !== 6 && e.tag !== 18; ) {
          if ((e.tag === 27 && Sp(e.type)) || e.flags & 2 || e.child === null || e.tag === 4) continue a;
          (e.child.return = e), (e = e.child);
        }
        if (!(e.flags & 2)) return e.stateNode;
      }
    }
    function zl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6)
        (i = e.stateNode),
          t
            ? (n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n).insertBefore(i, t)
            : ((t = n.nodeType === 9 ? n.body : n.nodeName === `HTML` ? n.ownerDocument.body : n),
              t.appendChild(i),
              (n = n._reactRootContainer),
              n != null || t.onclick !== null || (t.onclick = kn)),
          Al(e, r),
          (D = !0);
      else if (
        i !== 4 &&
        (i === 27 && (Al(e, r), (r = null), Sp(e.type) && ((n = e.stateNode), (t = null))), (e = e.child), e !== null)
      )
        for (zl(e, t, n, r), e = e.sibling; e !== null; ) zl(e, t, n, r), (e = e.sibling);
    }
    function Bl(e, t, n, r) {
      var i = e.tag;
      if (i === 5 || i === 6) (i = e.stateNode), t ? n.insertBefore(i, t) : n.appendChild(i), Al(e, r), (D = !0);
      else if (i !== 4 && (i === 27 && (Al(e, r), (r = null), Sp(e.type) && (n = e.stateNode)), (e = e.child), e !== null))
        for (Bl(e, t, n, r), e = e.sibling; e !== null; ) Bl(e, t, n, r), (e = e.sibling);
    }
    function Vl(e) {
      var t = e.stateNode,
        n = e.memoizedProps;
      try {
        for (var r = e.type, i = t.attributes; i.length; ) t.removeAttributeNode(i[0]);
        np(t, r, n), (t[Ft] = e), (t[It] = n);
      } catch (t) {
        Z(e, e.return, t);
      }
    }
    var Hl = !1,
      Ul = null;
    function Wl(e) {
      (e.tag === 30 || e.subtreeFlags & 33554432) && (Hl = !0);
    }
    var Gl = null;
    function Kl() {
      var e = Gl;
      return ((Gl = null), e);
    }
    var ql = 0;
    function Jl(e, t, n, r, i) {
      return ((ql = 0), Yl(e.child, t, n, r, i));
    }
    function Yl(e, t, n, r, i) {
      for (var a = !1; e !== null; ) {
        if (e.tag === 5) {
          var o = e.stateNode;
          if (r !== null) {
            var s = Op(o);
            r.push(s), s.view && (a = !0);
          } else a || (Op(o).view && (a = !0));
          (Hl = !0), Tp(o, ql === 0 ? t : t + `_` + ql, n), ql++;
        } else (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && i) || (Yl(e.child, t, n, r, i) && (a = !0));
        e = e.sibling;
      }
      return a;
    }
    function Xl(e, t) {
      for (; e !== null; )
        e.tag === 5
          ? Ep(e.stateNode, e.memoizedProps)
          : (e.tag === 22 && e.memoizedState !== null) || (e.tag === 30 && t) || Xl(e.child, t),
          (e = e.sibling);
    }
    function Zl(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if ((e.tag !== 22 || e.memoizedState === null) && (Zl(e), e.tag === 30 && e.flags & 18874368 && e.stateNode.paired)) {
            var t = e.memoizedProps;
            if (t.name == null || t.name === `auto`) throw Error(i(544));
            var n = t.name;
            (t = Ei(t.default, t.share)), t !== `none` && (Jl(e, n, t, null, !1) || Xl(e.child, !1));
          }
          e = e.sibling;
        }
    }
    function Ql(e, t) {
      if (e.tag === 30) {
        var n = e.stateNode,
          r = e.memoizedProps,
          i = wi(r, n),
          a = Ei(r.default, n.paired ? r.share : r.enter);
        a === `none` ? Zl(e) : Jl(e, i, a, null, !1) ? (Zl(e), n.paired || t || Nd(e, r.onEnter)) : Xl(e.child, !1);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) Ql(e, t), (e = e.sibling);
      else Zl(e);
    }
    function $l(e) {
      if (Ul !== null && Ul.size !== 0) {
        var t = Ul;
        if (e.subtreeFlags & 18874368)
          for (e = e.child; e !== null; ) {
            if (e.tag !== 22 || e.memoizedState === null) {
              if (e.tag === 30 && e.flags & 18874368) {
                var n = e.memoizedProps,
                  r = n.name;
                if (r != null && r !== `auto`) {
                  var i = t.get(r);
                  if (i !== void 0) {
                    var a = Ei(n.default, n.share);
                    if (
                      (a !== `none` &&
                        (Jl(e, r, a, null, !1)
                          ? ((a = e.stateNode), (i.paired = a), (a.paired = i), Nd(e, n.onShare))
                          : Xl(e.child, !1)),
                      t.delete(r),
                      t.size === 0)
                    )
                      break;
                  }
                }
              }
              $l(e);
            }
            e = e.sibling;
          }
      }
    }
    function eu(e) {
      if (e.tag === 30) {
        var t = e.memoizedProps,
          n = wi(t, e.stateNode),
          r = Ul === null ? void 0 : Ul.get(n),
          i = Ei(t.default, r === void 0 ? t.exit : t.share);
        i !== `none` &&
          (Jl(e, n, i, null, !1)
            ? r === void 0
              ? Nd(e, t.onExit)
              : ((i = e.stateNode), (r.paired = i), (i.paired = r), Ul.delete(n), Nd(e, t.onShare))
            : Xl(e.child, !1)),
          Ul !== null && $l(e);
      } else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) eu(e), (e = e.sibling);
      else Ul !== null && $l(e);
    }
    function tu(e) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var t = e.memoizedProps,
            n = wi(t, e.stateNode);
          (t = Ei(t.default, t.update)), (e.flags &= -5), t !== `none` && Jl(e, n, t, (e.memoizedState = []), !1);
        } else e.subtreeFlags & 33554432 && tu(e);
        e = e.sibling;
      }
    }
    function nu(e) {
      if (e.subtreeFlags & 18874368)
        for (e = e.child; e !== null; ) {
          if (e.tag !== 22 || e.memoizedState === null) {
            if (e.tag === 30 && e.flags & 18874368) {
              var t = e.stateNode;
              t.paired !== null && ((t.paired = null), Xl(e.child, !1));
            }
            nu(e);
          }
          e = e.sibling;
        }
    }
    function ru(e) {
      if (e.tag === 30) (e.stateNode.paired = null), Xl(e.child, !1), nu(e);
      else if (e.subtreeFlags & 33554432) for (e = e.child; e !== null; ) ru(e), (e = e.sibling);
      else nu(e);
    }
    function iu(e) {
      for (e = e.child; e !== null; ) e.tag === 30 ? Xl(e.child, !1) : e.subtreeFlags & 33554432 && iu(e), (e = e.sibling);
    }
    function au(e, t, n, r, i, a, o) {
      for (var s = !1; t !== null; ) {
        if (t.tag === 5) {
          var c = t.stateNode;
          if (a !== null && ql < a.length) {
            var l = a[ql],
              u = Op(c);
            (l.view || u.view) && (s = !0);
            var d;
            if ((d = !(e.flags & 4))) {
              if (u.clip) d = !0;
              else {
                d = l.rect;
                var f = u.rect;
                d = d.y !== f.y || d.x !== f.x || d.height !== f.height || d.width !== f.width;
              }
            }
            d && (e.flags |= 4),
              u.abs ? (u = !l.abs) : ((l = l.rect), (u = u.rect), (u = l.height !== u.height || l.width !== u.width)),
              u && (e.flags |= 32);
          } else e.flags |= 32;
          e.flags & 4 && Tp(c, ql === 0 ? n : n + `_` + ql, i),
            (s && e.flags & 4) || (Gl === null && (Gl = []), Gl.push(c, ql === 0 ? r : r + `_` + ql, t.memoizedProps)),
            ql++;
        } else
          (t.tag !== 22 || t.memoizedState === null) &&
            (t.tag === 30 && o ? (e.flags |= t.flags & 32) : au(e, t.child, n, r, i, a, o) && (s = !0));
        t = t.sibling;
      }
      return s;
    }
    function ou(e, t) {
      for (e = e.child; e !== null; ) {
        if (e.tag === 30) {
          var n = e.memoizedProps,
            r = e.stateNode,
            i = wi(n, r),
            a = Ei(n.default, n.update);
          if (t) {
            r = r.clones;
            var o = r === null ? null : r.map(kp);
          } else (o = e.memoizedState), (e.memoizedState = null);
          r = e;
          var s = e.child;
          (ql = 0), (i = au(r, s, i, i, a, o, !1)), e.flags & 4 && i && (t || Nd(e, n.onUpdate));
        } else e.subtreeFlags & 33554432 && ou(e, t);
        e = e.sibling;
      }
    }
    var su = !1,
      H = !1,
      cu = !1,
      lu = !1,
      uu = typeof WeakSet == `function` ? WeakSet : Set,
      du = null,
      fu = !1,
      pu = !1,
      mu = !1,
      hu = !1;
    function gu(e, t, n) {
      if (((e = e.containerInfo), (sp = gh), (e = ni(e)), ri(e))) {
        if (`selectionStart` in e) var r = { start: e.selectionStart, end: e.selectionEnd };
        else
          a: {
            r = ((r = e.ownerDocument) && r.defaultView) || window;
            var i = r.getSelection && r.getSelection();
            if (i && i.rangeCount !== 0) {
              r = i.anchorNode;
              var a = i.anchorOffset,
                o = i.focusNode;
              i = i.focusOffset;
              try {
                r.nodeType, o.nodeType;
              } catch {
                r = null;
                break a;
              }
              var s = 0,
                c = -1,
                l = -1,
                u = 0,
                d = 0,
                f = e,
                p = null;
              b: for (;;) {
                for (
                  var m;
                  f !== r || (a !== 0 && f.nodeType !== 3) || (c = s + a),
                    f !== o || (i !== 0 && f.nodeType !== 3) || (l = s + i),
                    f.nodeType === 3 && (s += f.nodeValue.length),
                    (m = f.firstChild) !== null;
                )
                  (p = f), (f = m);
                for (;;) {
                  if (f === e) break b;
                  if ((p === r && ++u === a && (c = s), p === o && ++d === i && (l = s), (m = f.nextSibling) !== null)) break;
                  (f = p), (p = f.parentNode);
                }
                f = m;
              }
              r = c === -1 || l === -1 ? null : { start: c, end: l };
            } else r = null;
          }
        r ||= { start: 0, end: 0 };
      } else r = null;
      for (
        cp = { focusedElem: e, selectionRange: r }, gh = !1, n = (n & 335544064) === n, du = t, t = n ? 9270 : 1024;
        du !== null;
      ) {
        if (((e = du), n && ((r = e.deletions), r !== null))) for (a = 0; a < r.length; a++) n && eu(r[a]);
        if (e.alternate === null && e.flags & 2) n && Wl(e), _u(n);
        else {
          if (e.tag === 22) {
            if (((r = e.alternate), e.memoizedState !== null)) {
              r !== null && r.memoizedState === null && n && eu(r), _u(n);
              continue;
            }
            if (r !== null && r.memoizedState !== null) {
              n && Wl(e), _u(n);
              continue;
            }
          }
          (r = e.child), (e.subtreeFlags & t) !== 0 && r !== null ? ((r.return = e), (du = r)) : (n && tu(e), _u(n));
        }
      }
      Ul = null;
    }
    function _u(e) {
      for (; du !== null; ) {
        var t = du,
          n = e,
          r = t.alternate,
          a = t.flags;
        switch (t.tag) {
          case 0:
          case 11:
          case 15:
            break;
          case 1:
            if (a & 1024 && r !== null) {
              (n = void 0), (a = r.memoizedProps), (r = r.memoizedState);
              var o = t.stateNode;
              try {
                var s = Tc(t.type, a);
                (n = o.getSnapshotBeforeUpdate(s, r)), (o.__reactInternalSnapshotBeforeUpdate = n);
              } catch (e) {
                Z(t, t.return, e);
              }
            }
            break;
          case 3:
            if (a & 1024) {
              if (((r = t.stateNode.containerInfo), (n = r.nodeType), n === 9)) nm(r);
              else if (n === 1)
                switch (r.nodeName) {
                  case `HEAD`:
                  case `HTML`:
                  case `BODY`:
                    nm(r);
                    break;
                  default:
                    r.textContent = ``;
                }
            }
            break;
          case 5:
          case 26:
          case 27:
          case 6:
          case 4:
          case 17:
            break;
          case 30:
            n &&
              r !== null &&
              ((n = wi(r.memoizedProps, r.stateNode)),
              (a = t.memoizedProps),
              (a = Ei(a.default, a.update)),
              a !== `none` && Jl(r, n, a, (r.memoizedState = []), !0));
            break;
          default:
            if (a & 1024) throw Error(i(163));
        }
        if (((r = t.sibling), r !== null)) {
          (r.return = t.return), (du = r);
          break;
        }
        du = t.return;
      }
    }
    function vu(e, t, n) {
      var r = n.flags;
      switch (n.tag) {
        case 0:
        case 11:
        case 15:
          Lu(e, n), r & 4 && wl(5, n);
          break;
        case 1:
          if ((Lu(e, n), r & 4)) {
            if (((e = n.stateNode), t === null))
              try {
                e.componentDidMount();
              } catch (e) {
                Z(n, n.return, e);
              }
            else {
              var i = Tc(n.type, t.memoizedProps);
              t = t.memoizedState;
              try {
                e.componentDidUpdate(i, t, e.__reactInternalSnapshotBeforeUpdate);
              } catch (e) {
                Z(n, n.return, e);
              }
            }
          }
          r & 64 && El(n), r & 512 && Ol(n, n.return);
          break;
        case 3:
          if ((Lu(e, n), r & 64 && ((e = n.updateQueue), e !== null))) {
            if (((t = null), n.child !== null))
              switch (n.child.tag) {
                case 27:
                case 5:
                  t = n.child.stateNode;
                  break;
                case 1:
                  t = n.child.stateNode;
              }
            try {
              Ao(e, t);
            } catch (e) {
              Z(n, n.return, e);
            }
          }
          break;
        case 27:
          t === null && r & 4 && Vl(n);
        case 26:
        case 5:
          Lu(e, n), t === null && r & 4 && Fl(n), r & 512 && Ol(n, n.return);
          break;
        case 12:
          Lu(e, n);
          break;
        case 31:
          Lu(e, n), r & 4 && Eu(e, n);
          break;
        case 13:
          Lu(e, n),
            r & 4 && Du(e, n),
            r & 64 &&
              ((e = n.memoizedState), e !== null && ((e = e.dehydrated), e !== null && ((n = _f.bind(null, n)), cm(e, n))));
          break;
        case 22:
          if (((r = n.memoizedState !== null || su), !r)) {
            var a = (t !== null && t.memoizedState !== null) || H;
            (t = su),
              (i = H),
              (su = r),
              (H = a) && !i ? ((r = 2), n.subtreeFlags & 8772 && (r |= 1), zu(e, n, r)) : Lu(e, n),
              (su = t),
              (H = i);
          }
          break;
        case 30:
          Lu(e, n), r & 512 && Ol(n, n.return);
          break;
        case 7:
          r & 512 && Ol(n, n.return);
        default:
          Lu(e, n);
      }
    }
    function yu(e, t) {
      for (e = e.child; e !== null; ) bu(e, t), (e = e.sibling);
    }
    function bu(e, t) {
      switch (e.tag) {
        case 5:
        case 26:
          try {
            var n = e.stateNode;
            if (t) {
              var r = n.style;
              typeof r.setProperty == `function` ? r.setProperty(`display`, `none`, `important`) : (r.display = `none`);
            } else {
              var i = e.stateNode,
                a = e.memoizedProps.style,
                o = a != null && Object.hasOwn(a, `display`) ? a.display : null;
              i.style.display = o == null || typeof o == `boolean` ? `` : (`` + o).trim();
            }
          } catch (t) {
            Z(e, e.return, t);
          }
          xu(e, t);
          break;
        case 6:
          try {
            (e.stateNode.nodeValue = t ? `` : e.memoizedProps), (D = !0);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 18:
          try {
            var s = e.stateNode;
            t ? wp(s, !0) : wp(e.stateNode, !1);
          } catch (t) {
            Z(e, e.return, t);
          }
          break;
        case 22:
        case 23:
          e.memoizedState === null && yu(e, t);
          break;
        default:
          yu(e, t);
      }
    }
    function xu(e, t) {
      if (e.subtreeFlags & 67108864)
        for (e = e.child; e !== null; ) {
          a: {
            var n = e,
              r = t;
            switch (n.tag) {
              case 4:
                bu(n, r);
                break a;
              case 22:
                n.memoizedState === null && xu(n, r);
                break a;
              default:
                xu(n, r);
            }
          }
          e = e.sibling;
        }
    }
    function Su(e) {
      var t = e.alternate;
      t !== null && ((e.alternate = null), Su(t)),
        (e.child = null),
        (e.deletions = null),
        (e.sibling = null),
        e.tag === 5 && ((t = e.stateNode), t !== null && Wt(t)),
        (e.stateNode = null),
        (e.return = null),
        (e.dependencies = null),
        (e.memoizedProps = null),
        (e.memoizedState = null),
        (e.pendingProps = null),
        (e.stateNode = null),
        (e.updateQueue = null);
    }
    var U = null,
      Cu = !1;
    function wu(e, t, n) {
      for (n = n.child; n !== null; ) Tu(e, t, n), (n = n.sibling);
    }
    function Tu(e, t, n) {
      if (lt && typeof lt.onCommitFiberUnmount == `function`)
        try {
          lt.onCommitFiberUnmount(ct, n);
        } catch {}
      switch (n.tag) {
        case 26:
          H || kl(n, t),
            wu(e, t, n),
            n.memoizedState ? n.memoizedState.count-- : n.stateNode && !H && ((n = n.stateNode), n.parentNode.removeChild(n));
          break;
        case 27:
          H || kl(n, t), Ml(n);
          var r = U,
            i = Cu;
          Sp(n.type) && ((U = n.stateNode), (Cu = !1)), wu(e, t, n), gm(n.stateNode, n.type, n.memoizedProps), (U = r), (Cu = i);
          break;
        case 5:
          H || kl(n, t), Ml(n);
        case 6:
          if ((n.tag === 6 && Ml(n), (r = U), (i = Cu), (U = null), wu(e, t, n), (U = r), (Cu = i), U !== null)) {
            if (Cu)
              try {
                (U.nodeType === 9 ? U.body : U.nodeName === `HTML` ? U.ownerDocument.body : U).removeChild(n.stateNode), (D = !0);
              } catch (e) {
                Z(n, t, e);
              }
            else
              try {
                U.removeChild(n.stateNode), (D = !0);
              } catch (e) {
                Z(n, t, e);
              }
          }
          break;
        case 18:
          U !== null &&
            (Cu
              ? ((e = U), Cp(e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e, n.stateNode), Hh(e))
              : Cp(U, n.stateNode));
          break;
        case 4:
          (r = U), (i = Cu), (U = n.stateNode.containerInfo), (Cu = !0), wu(e, t, n), (U = r), (Cu = i);
          break;
        case 0:
        case 11:
        case 14:
        case 15:
          Tl(2, n, t), H || Tl(4, n, t), wu(e, t, n);
          break;
        case 1:
          H || (kl(n, t), (r = n.stateNode), typeof r.componentWillUnmount == `function` && Dl(n, t, r)), wu(e, t, n);
          break;
        case 21:
          wu(e, t, n);
          break;
        case 22:
          (H = (r = H) || n.memoizedState !== null), wu(e, t, n), (H = r);
          break;
        case 30:
          kl(n, t), wu(e, t, n);
          break;
        case 7:
          H || kl(n, t), wu(e, t, n);
          break;
        default:
          wu(e, t, n);
      }
    }
    function Eu(e, t) {
      if (t.memoizedState === null && ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null))) {
        e = e.dehydrated;
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
      }
    }
    function Du(e, t) {
      if (
        t.memoizedState === null &&
        ((e = t.alternate), e !== null && ((e = e.memoizedState), e !== null && ((e = e.dehydrated), e !== null)))
      )
        try {
          Hh(e);
        } catch (e) {
          Z(t, t.return, e);
        }
    }
    function Ou(e) {
      switch (e.tag) {
        case 31:
        case 13:
        case 19:
          var t = e.stateNode;
          return (t === null && (t = e.stateNode = new uu()), t);
        case 22:
          return ((e = e.stateNode), (t = e._retryCache), t === null && (t = e._retryCache = new uu()), t);
        default:
          throw Error(i(435, e.tag));
      }
    }
    function ku(e, t) {
      var n = Ou(e);
      t.forEach((t) => {
        if (!n.has(t)) {
          n.add(t);
          var r = vf.bind(null, e, t);
          t.then(r, r);
        }
      });
    }
    function Au(e, t, n) {
      var r = t.deletions;
      if (r !== null)
        for (var a = 0; a < r.length; a++) {
          var o = r[a],
            s = e,
            c = t,
            l = c;
          a: for (; l !== null; ) {
            switch (l.tag) {
              case 27:
                if (Sp(l.type)) {
                  (U = l.stateNode), (Cu = !1);
                  break a;
                }
                break;
              case 5:
                (U = l.stateNode), (Cu = !1);
                break a;
              case 3:
              case 4:
                (U = l.stateNode.containerInfo), (Cu = !0);
                break a;
            }
            l = l.return;
          }
          if (U === null) throw Error(i(160));
          Tu(s, c, o), (U = null), (Cu = !1), (s = o.alternate), s !== null && (s.return = null), (o.return = null);
        }
      if (t.subtreeFlags & 13886) for (t = t.child; t !== null; ) Mu(t, e, n), (t = t.sibling);
    }
    var ju = null;
    function Mu(e, t, n) {
      var r = e.alternate,
        a = e.flags;
      switch (e.tag) {
        case 0:
        case 11:
        case 14:
        case 15:
          if (a & 4 && ((r = e.updateQueue), (r = r === null ? null : r.events), r !== null))
            for (var o = 0; o < r.length; o++) {
              var s = r[o];
              s.ref.impl = s.nextImpl;
            }
          Au(t, e, n), Nu(e), a & 4 && (Tl(3, e, e.return), wl(3, e), Tl(5, e, e.return));
          break;
        case 1:
          Au(t, e, n),
            Nu(e),
            a & 512 && (H || r === null || kl(r, r.return)),
            a & 64 &&
              su &&
              ((e = e.updateQueue),
              e !== null &&
                ((t = e.callbacks),
                t !== null && ((n = e.shared.hiddenCallbacks), (e.shared.hiddenCallbacks = n === null ? t : n.concat(t)))));
          break;
        case 26:
          if (((o = ju), Au(t, e, n), Nu(e), a & 512 && (H || r === null || kl(r, r.return)), a & 4)) {
            if (((a = r === null ? null : r.memoizedState), (n = e.memoizedState), r === null)) {
              if (n === null) {
                if (e.stateNode === null) {
                  if (su) e.stateNode = fp(e.type, e.memoizedProps, t.containerInfo, e);
                  else {
                    a: {
                      (t = e.type), (n = e.memoizedProps), (a = o.ownerDocument || o);
                      b: switch (t) {
                        case `title`:
                          (r = a.getElementsByTagName(`title`)[0]),
                            (!r ||
                              r[Ht] ||
                              r[Ft] ||
                              r.namespaceURI === `http://www.w3.org/2000/svg` ||
                              r.hasAttribute(`itemprop`)) &&
                              ((r = a.createElement(t)), a.head.insertBefore(r, a.querySelector(`head > title`))),
                            np(r, t, n),
                            (r[Ft] = e),
                            E(r),
                            (t = r);
                          break a;
                        case `link`:
                          if ((o = Gm(`link`, `href`, a).get(t + (n.href || ``)))) {
                            for (s = 0; s < o.length; s++)
                              if (
                                ((r = o[s]),
                                r.getAttribute(`href`) === (n.href == null || n.href === `` ? null : n.href) &&
                                  r.getAttribute(`rel`) === (n.rel == null ? null : n.rel) &&
                                  r.getAttribute(`title`) === (n.title == null ? null : n.title) &&
                                  r.getAttribute(`crossorigin`) === (n.crossOrigin == null ? null : n.crossOrigin))
                              ) {
                                o.splice(s, 1);
                                break b;
                              }
                          }
                          (r = a.createElement(t)), np(r, t, n), a.head.appendChild(r);
                          break;
                        case `meta`:
                          if ((o = Gm(`meta`, `content`, a).get(t + (n.content || ``)))) {
                            for (s = 0; s < o.length; s++)
                              if (
                                ((r = o[s]),
                                r.getAttribute(`content`) === (n.content == null ? null : `` + n.content) &&
                                  r.getAttribute(`name`) === (n.name == null ? null : n.name) &&
                                  r.getAttribute(`property`) === (n.property == null ? null : n.property) &&
                                  r.getAttribute(`http-equiv`) === (n.httpEquiv == null ? null : n.httpEquiv) &&
                                  r.getAttribute(`charset`) === (n.charSet == null ? null : n.charSet))
                              ) {
                                o.splice(s, 1);
                                break b;
                              }
                          }
                          (r = a.createElement(t)), np(r, t, n), a.head.appendChild(r);
                          break;
                        default:
                          throw Error(i(468, t));
                      }
                      (r[Ft] = e), E(r), (t = r);
                    }
                    e.stateNode = t;
                  }
                } else su || Km(o, e.type, e.stateNode);
              } else e.stateNode = Bm(o, n, e.memoizedProps);
            } else
              a === n
                ? n === null && e.stateNode !== null && Il(e, e.memoizedProps, r.memoizedProps)
                : (a === null ? ((t = r.stateNode), t === null || H || t.parentNode.removeChild(t)) : a.count--,
                  n === null ? su || Km(o, e.type, e.stateNode) : Bm(o, n, e.memoizedProps));
          }
          break;
        case 27:
          Au(t, e, n),
            Nu(e),
            a & 512 && (H || r === null || kl(r, r.return)),
            r !== null && a & 4 && Il(e, e.memoizedProps, r.memoizedProps);
          break;
        case 5:
          if (
            ((o = cu), (cu = !1), Au(t, e, n), (cu = o), Nu(e), a & 512 && (H || r === null || kl(r, r.return)), e.flags & 32)
          ) {
            t = e.stateNode;
            try {
              xn(t, ``), (D = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          a & 4 && e.stateNode != null && ((t = e.memoizedProps), Il(e, t, r === null ? t : r.memoizedProps)),
            a & 1024 && (lu = !0);
          break;
        case 6:
          if ((Au(t, e, n), Nu(e), a & 4)) {
            if (e.stateNode === null) throw Error(i(162));
            (t = e.memoizedProps), (n = e.stateNode);
            try {
              (n.nodeValue = t), (D = !0);
            } catch (t) {
              Z(e, e.return, t);
            }
          }
          break;
        case 3:
          if (
            ((D = !1),
            (Wm = null),
            (o = ju),
            (ju = bm(t.containerInfo)),
            Au(t, e, n),
            (ju = o),
            Nu(e),
            a & 4 && r !== null && r.memoizedState.isDehydrated)
          )
            try {
              Hh(t.containerInfo);
            } catch (t) {
              Z(e, e.return, t);
            }
          lu && ((lu = !1), Pu(e)), (D = !1);
          break;
        case 4:
          (a = cu),
            (cu = su),
            (r = an()),
            (o = ju),
            (ju = bm(e.stateNode.containerInfo)),
            Au(t, e, n),
            Nu(e),
            (ju = o),
            D && pu && (mu = !0),
            (D = r),
            (cu = a);
          break;
        case 12:
          Au(t, e, n), Nu(e);
          break;
        case 31:
          Au(t, e, n), Nu(e), a & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), ku(e, t)));
          break;
        case 13:
          Au(t, e, n),
            Nu(e),
            e.child.flags & 8192 && (e.memoizedState !== null) != (r !== null && r.memoizedState !== null) && (hd = $e()),
            a & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), ku(e, t)));
          break;
        case 22:
          (o = e.memoizedState !== null), (s = r !== null && r.memoizedState !== null);
          var c = su,
            l = H,
            u = cu;
          (su = c || o),
            (cu = u || o),
            (H = l || s),
            Au(t, e, n),
            (H = l),
            (cu = u),
            (su = c),
            Nu(e),
            a & 8192 &&
              ((t = e.stateNode),
              (t._visibility = o ? t._visibility & -2 : t._visibility | 1),
              !o ||
                r === null ||
                s ||
                su ||
                H ||
                ((t = s || H), (n = su), (r = H), (su = o || su), (H = t), Ru(e, 2), (su = n), (H = r)),
              (!o && cu) || yu(e, o)),
            a & 4 && ((t = e.updateQueue), t !== null && ((n = t.retryQueue), n !== null && ((t.retryQueue = null), ku(e, n))));
          break;
        case 19:
          Au(t, e, n), Nu(e), a & 4 && ((t = e.updateQueue), t !== null && ((e.updateQueue = null), ku(e, t)));
          break;
        case 30:
          a & 512 && (H || r === null || kl(r, r.return)),
            (a = an()),
            (o = pu),
            (s = (n & 335544064) === n),
            (c = e.memoizedProps),
            (pu = s && Ei(c.default, c.update) !== `none`),
            Au(t, e, n),
            Nu(e),
            s && r !== null && D && (e.flags |= 4),
            (pu = o),
            (D = a);
          break;
        case 21:
          break;
        case 7:
          a & 512 && (H || r === null || kl(r, r.return)), r && r.stateNode !== null && (r.stateNode._fragmentFiber = e);
        default:
          Au(t, e, n), Nu(e);
      }
    }
    function Nu(e) {
      var t = e.flags;
      if (t & 2) {
        try {
          for (var n, r = e.return; r !== null; ) {
            if (Ll(r)) {
              n = r;
              break;
            }
            r = r.return;
          }
          r = null;
          for (var a = e.return; a !== null; ) {
            if (Pl(a)) {
              var o = a.stateNode;
              r === null ? (r = [o]) : r.push(o);
            }
            if (Nl(a)) break;
            a = a.return;
          }
          var s = r;
          if (n == null) throw Error(i(160));
          switch (n.tag) {
            case 27:
              var c = n.stateNode;
              Bl(e, Rl(e), c, s);
              break;
            case 5:
              var l = n.stateNode;
              n.flags & 32 && (xn(l, ``), (n.flags &= -33)), Bl(e, Rl(e), l, s);
              break;
            case 3:
            case 4:
              var u = n.stateNode.containerInfo;
              zl(e, Rl(e), u, s);
              break;
            default:
              throw Error(i(161));
          }
        } catch (t) {
          Z(e, e.return, t);
        }
        e.flags &= -3;
      }
      t & 4096 && (e.flags &= -4097);
    }
    function Pu(e) {
      if (e.subtreeFlags & 1024)
        for (e = e.child; e !== null; ) {
          var t = e;
          Pu(t), t.tag === 5 && t.flags & 1024 && ((t = t.stateNode), (gh = !0), t.reset(), (gh = !1)), (e = e.sibling);
        }
    }
    function Fu(e, t) {
      if (t.subtreeFlags & 9270) for (t = t.child; t !== null; ) Iu(t, e), (t = t.sibling);
      else ou(t, !1);
    }
    function Iu(e, t) {
      var n = e.alternate;
      if (n === null) Ql(e, !1);
      else
        switch (e.tag) {
          case 3:
            if (((hu = fu = !1), Kl(), Fu(t, e), !fu && !mu)) {
              if (((e = Gl), e !== null))
                for (var r = 0; r < e.length; r += 3) {
                  n = e[r];
                  var i = e[r + 1];
                  Ep(n, e[r + 2]),
                    (n = n.ownerDocument.documentElement),
                    n !== null &&
                      n.animate(
                        { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                        { duration: 0, fill: `forwards`, pseudoElement: `::view-transition-group(` + i + `)` },
                      );
                }
              (e = t.containerInfo),
                (e = e.nodeType === 9 ? e.documentElement : e.ownerDocument.documentElement),
                e !== null &&
                  e.style.viewTransitionName === `` &&
                  ((e.style.viewTransitionName = `none`),
                  e.animate(
                    { opacity: [0, 0], pointerEvents: [`none`, `none`] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition-group(root)` },
                  ),
                  e.animate(
                    { width: [0, 0], height: [0, 0] },
                    { duration: 0, fill: `forwards`, pseudoElement: `::view-transition` },
                  )),
                (hu = !0);
            }
            Gl = null;
            break;
          case 5:
            Fu(t, e);
            break;
          case 4:
            (r = fu), (fu = !1), Fu(t, e), fu && (mu = !0), (fu = r);
            break;
          case 22:
            e.memoizedState === null && (n.memoizedState === null ? Fu(t, e) : Ql(e, !1));
            break;
          case 30:
            (r = fu), (i = Kl()), (fu = !1), Fu(t, e), fu && (e.flags |= 4);
            var a = e.memoizedProps,
              o = e.stateNode;
            (t = wi(a, o)), (o = wi(n.memoizedProps, o));
            var s = Ei(a.default, a.update);
            s === `none`
              ? (t = !1)
              : ((a = n.memoizedState),
                (n.memoizedState = null),
                (n = e.child),
                (ql = 0),
                (t = au(e, n, t, o, s, a, !0)),
                ql !== (a === null ? 0 : a.length) && (e.flags |= 32)),
              e.flags & 4 && t ? (Nd(e, e.memoizedProps.onUpdate), (Gl = i)) : i !== null && (i.push.apply(i, Gl), (Gl = i)),
              (fu = e.flags & 32 ? !0 : r);
            break;
          default:
            Fu(t, e);
        }
    }
    function Lu(e, t) {
      if (t.subtreeFlags & 8772) for (t = t.child; t !== null; ) vu(e, t.alternate, t), (t = t.sibling);
    }
    function Ru(e, t) {
      for (e = e.child; e !== null; ) {
        var n = e,
          r = t;
        switch (n.tag) {
          case 0:
          case 11:
          case 14:
          case 15:
            Tl(4, n, n.return), Ru(n, r);
            break;
          case 1:
            kl(n, n.return);
            var i = n.stateNode;
            typeof i.componentWillUnmount == `function` && Dl(n, n.return, i), Ru(n, r);
            break;
          case 27:
            r & 2 && gm(n.stateNode, n.type, n.memoizedProps);
          case 5:
            kl(n, n.return), (n.tag !== 5 && n.tag !== 27) || Ml(n), Ru(n, r);
            break;
          case 6:
            Ml(n);
            break;
          case 26:
            kl(n, n.return),
              (i = n.stateNode),
              n.memoizedState !== null || i === null || H || i.parentNode.removeChild(i),
              Ru(n, r);
            break;
          case 22:
            n.memoizedState === null && Ru(n, r);
            break;
          case 30:
            kl(n, n.return), Ru(n, r);
            break;
          case 7:
            kl(n, n.return);
          default:
            Ru(n, r);
        }
        e = e.sibling;
      }
    }
    function zu(e, t, n) {
      for (n = t.subtreeFlags & 8772 ? n : n & -2, t = t.child; t !== null; ) {
        var r = t.alternate,
          i = e,
          a = t,
          o = a.flags,
          s = !!(n & 1);
        switch (a.tag) {
          case 0:
          case 11:
          case 15:
            zu(i, a, n), wl(4, a);
            break;
          case 1:
            if ((zu(i, a, n), (r = a), (i = r.stateNode), typeof i.componentDidMount == `function`))
              try {
                i.componentDidMount();
              } catch (e) {
                Z(r, r.return, e);
              }
            if (((r = a), (i = r.updateQueue), i !== null)) {
              var c = r.stateNode;
              try {
                var l = i.shared.hiddenCallbacks;
                if (l !== null) for (i.shared.hiddenCallbacks = null, i = 0; i < l.length; i++) ko(l[i], c);
              } catch (e) {
                Z(r, r.return, e);
              }
            }
            s && o & 64 && El(a), Ol(a, a.return);
            break;
          case 27:
            n & 2 && Vl(a);
          case 5:
            (a.tag !== 5 && a.tag !== 27) || jl(a), zu(i, a, n), s && r === null && o & 4 && Fl(a), Ol(a, a.return);
            break;
          case 6:
            jl(a);
            break;
          case 26:
            (c = a.stateNode),
              a.memoizedState !== null || c === null || su || Km(bm(c.ownerDocument), a.type, c),
              zu(i, a, n),
              s && r === null && o & 4 && Fl(a),
              Ol(a, a.return);
            break;
          case 12:
            zu(i, a, n);
            break;
          case 31:
            zu(i, a, n), s && o & 4 && Eu(i, a);
            break;
          case 13:
            zu(i, a, n), s && o & 4 && Du(i, a);
            break;
          case 22:
            a.memoizedState === null && zu(i, a, n), Ol(a, a.return);
            break;
          case 30:
            zu(i, a, n), Ol(a, a.return);
            break;
          case 7:
            Ol(a, a.return);
          default:
            zu(i, a, n);
        }
        t = t.sibling;
      }
    }
    function Bu(e, t) {
      var n = null;
      e !== null && e.memoizedState !== null && e.memoizedState.cachePool !== null && (n = e.memoizedState.cachePool.pool),
        (e = null),
        t.memoizedState !== null && t.memoizedState.cachePool !== null && (e = t.memoizedState.cachePool.pool),
        e !== n && (e != null && e.refCount++, n != null && Ra(n));
    }
    function Vu(e, t) {
      (e = null),
        t.alternate !== null && (e = t.alternate.memoizedState.cache),
        (t = t.memoizedState.cache),
        t !== e && (t.refCount++, e != null && Ra(e));
    }
    function Hu(e, t, n, r) {
      var i = (n & 335544064) === n;
      if (t.subtreeFlags & (i ? 10262 : 10256)) for (t = t.child; t !== null; ) Uu(e, t, n, r), (t = t.sibling);
      else i && iu(t);
    }
    function Uu(e, t, n, r) {
      var i = (n & 335544064) === n;
      i && t.alternate === null && t.return !== null && t.return.alternate !== null && ru(t);
      var a = t.flags;
      switch (t.tag) {
        case 0:
        case 11:
        case 15:
          Hu(e, t, n, r), a & 2048 && wl(9, t);
          break;
        case 1:
          Hu(e, t, n, r);
          break;
        case 3:
          Hu(e, t, n, r),
            i &&
              hu &&
              ((e = e.containerInfo),
              (e = e.nodeType === 9 ? e.body : e.nodeName === `HTML` ? e.ownerDocument.body : e),
              e.style.viewTransitionName === `root` && (e.style.viewTransitionName = ``),
              (e = e.ownerDocument.documentElement),
              e !== null && e.style.viewTransitionName === `none` && (e.style.viewTransitionName = ``)),
            a & 2048 &&
              ((a = null),
              t.alternate !== null && (a = t.alternate.memoizedState.cache),
              (t = t.memoizedState.cache),
              t !== a && (t.refCount++, a != null && Ra(a)));
          break;
        case 12:
          if (a & 2048) {
            Hu(e, t, n, r), (a = t.stateNode);
            try {
              var o = t.memoizedProps,
                s = o.id,
                c = o.onPostCommit;
              typeof c == `function` && c(s, t.alternate === null ? `mount` : `update`, a.passiveEffectDuration, -0);
            } catch (e) {
              Z(t, t.return, e);
            }
          } else Hu(e, t, n, r);
          break;
        case 31:
          Hu(e, t, n, r);
          break;
        case 13:
          Hu(e, t, n, r);
          break;
        case 23:
          break;
        case 22:
          (o = t.stateNode),
            (s = t.alternate),
            t.memoizedState === null
              ? (i && s !== null && s.memoizedState !== null && ru(t),
                o._visibility & 2 ? Hu(e, t, n, r) : ((o._visibility |= 2), Wu(e, t, n, r, !!(t.subtreeFlags & 10256) || !1)))
              : (i && s !== null && s.memoizedState === null && ru(s), o._visibility & 2 ? Hu(e, t, n, r) : Gu(e, t)),
            a & 2048 && Bu(s, t);
          break;
        case 24:
          Hu(e, t, n, r), a & 2048 && Vu(t.alternate, t);
          break;
        case 30:
          i && ((a = t.alternate), a !== null && (Xl(a.child, !0), Xl(t.child, !0))), Hu(e, t, n, r);
          break;
        default:
          Hu(e, t, n, r);
      }
    }
    function Wu(e, t, n, r, i) {
      for (i &&= !!(t.subtreeFlags & 10256) || !1, t = t.child; t !== null; ) {
        var a = e,
          o = t,
          s = n,
          c = r,
          l = o.flags;
        switch (o.tag) {
          case 0:
          case 11:
          case 15:
            Wu(a, o, s, c, i), wl(8, o);
            break;
          case 23:
            break;
          case 22:
            var u = o.stateNode;
            o.memoizedState === null
              ? ((u._visibility |= 2), Wu(a, o, s, c, i))
              : u._visibility & 2
                ? Wu(a, o, s, c, i)
                : Gu(a, o),
              i && l & 2048 && Bu(o.alternate, o);
            break;
          case 24:
            Wu(a, o, s, c, i), i && l & 2048 && Vu(o.alternate, o);
            break;
          default:
            Wu(a, o, s, c, i);
        }
        t = t.sibling;
      }
    }
    function Gu(e, t) {
      if (t.subtreeFlags & 10256)
        for (t = t.child; t !== null; ) {
          var n = e,
            r = t,
            i = r.flags;
          switch (r.tag) {
            case 22:
              Gu(n, r), i & 2048 && Bu(r.alternate, r);
              break;
            case 24:
              Gu(n, r), i & 2048 && Vu(r.alternate, r);
              break;
            default:
              Gu(n, r);
          }
          t = t.sibling;
        }
    }
    var Ku = 8192;
    function qu(e, t, n) {
      if (e.subtreeFlags & Ku) for (e = e.child; e !== null; ) Ju(e, t, n), (e = e.sibling);
    }
    function Ju(e, t, n) {
      switch (e.tag) {
        case 26:
          qu(e, t, n),
            e.flags & Ku &&
              (e.memoizedState === null
                ? ((e = e.stateNode), (t & 335544128) === t && Zm(n, e))
                : Qm(n, ju, e.memoizedState, e.memoizedProps));
          break;
        case 5:
          qu(e, t, n), e.flags & Ku && ((e = e.stateNode), (t & 335544128) === t && Zm(n, e));
          break;
        case 3:
        case 4:
          var r = ju;
          (ju = bm(e.stateNode.containerInfo)), qu(e, t, n), (ju = r);
          break;
        case 22:
          e.memoizedState === null &&
            ((r = e.alternate),
            r !== null && r.memoizedState !== null ? ((r = Ku), (Ku = 16777216), qu(e, t, n), (Ku = r)) : qu(e, t, n));
          break;
        case 30:
          if ((e.flags & Ku) !== 0 && ((r = e.memoizedProps.name), r != null && r !== `auto`)) {
            var i = e.stateNode;
            (i.paired = null), Ul === null && (Ul = new Map()), Ul.set(r, i);
          }
          qu(e, t, n);
          break;
        default:
          qu(e, t, n);
      }
    }
    function Yu(e) {
      var t = e.alternate;
      if (t !== null && ((e = t.child), e !== null)) {
        t.child = null;
        do (t = e.sibling), (e.sibling = null), (e = t);
        while (e !== null);
      }
    }
    function Xu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (du = r), $u(r, e);
          }
        Yu(e);
      }
      if (e.subtreeFlags & 10256) for (e = e.child; e !== null; ) Zu(e), (e = e.sibling);
    }
    function Zu(e) {
      switch (e.tag) {
        case 0:
        case 11:
        case 15:
          Xu(e), e.flags & 2048 && Tl(9, e, e.return);
          break;
        case 3:
          Xu(e);
          break;
        case 12:
          Xu(e);
          break;
        case 22:
          var t = e.stateNode;
          e.memoizedState !== null && t._visibility & 2 && (e.return === null || e.return.tag !== 13)
            ? ((t._visibility &= -3), Qu(e))
            : Xu(e);
          break;
        default:
          Xu(e);
      }
    }
    function Qu(e) {
      var t = e.deletions;
      if (e.flags & 16) {
        if (t !== null)
          for (var n = 0; n < t.length; n++) {
            var r = t[n];
            (du = r), $u(r, e);
          }
        Yu(e);
      }
      for (e = e.child; e !== null; ) {
        switch (((t = e), t.tag)) {
          case 0:
          case 11:
          case 15:
            Tl(8, t, t.return), Qu(t);
            break;
          case 22:
            (n = t.stateNode), n._visibility & 2 && ((n._visibility &= -3), Qu(t));
            break;
          default:
            Qu(t);
        }
        e = e.sibling;
      }
    }
    function $u(e, t) {
      for (; du !== null; ) {
        var n = du;
        switch (n.tag) {
          case 0:
          case 11:
          case 15:
            Tl(8, n, t);
            break;
          case 23:
          case 22:
            if (n.memoizedState !== null && n.memoizedState.cachePool !== null) {
              var r = n.memoizedState.cachePool.pool;
              r != null && r.refCount++;
            }
            break;
          case 24:
            Ra(n.memoizedState.cache);
        }
        if (((r = n.child), r !== null)) (r.return = n), (du = r);
        else
          for (n = e; du !== null; ) {
            r = du;
            var i = r.sibling,
              a = r.return;
            if ((Su(r), r === n)) {
              du = null;
              break;
            }
            if (i !== null) {
              (i.return = a), (du = i);
              break;
            }
            du = a;
          }
      }
    }
    var ed = {
        getCacheForType: (e) => {
          var t = ja(F),
            n = t.data.get(e);
          return (n === void 0 && ((n = e()), t.data.set(e, n)), n);
        },
        cacheSignal: () => ja(F).controller.signal,
      },
      td = typeof WeakMap == `function` ? WeakMap : Map,
      W = 0,
      G = null,
      K = null,
      q = 0,
      J = 0,
      nd = null,
      rd = !1,
      id = !1,
      ad = !1,
      od = 0,
      Y = 0,
      sd = 0,
      cd = 0,
      ld = 0,
      ud = 0,
      dd = 0,
      fd = null,
      pd = null,
      md = !1,
      hd = 0,
      gd = 0,
      _d = 1 / 0,
      vd = null,
      yd = null,
      X = 0,
      bd = null,
      xd = null,
      Sd = 0,
      Cd = 0,
      wd = null,
      Td = null,
      Ed = null,
      Dd = null,
      Od = null,
      kd = 0,
      Ad = null;
    function jd() {
      return W & 2 && q !== 0 ? q & -q : C.T === null ? Mt() : Pf();
    }
    function Md() {
      if (ud === 0) {
        if (!(q & 536870912) || P) {
          var e = gt;
          (gt <<= 1), !(gt & 3932160) && (gt = 262144), (ud = e);
        } else ud = 536870912;
      }
      return ((e = Io.current), e !== null && (e.flags |= 32), ud);
    }
    function Nd(e, t) {
      if (t != null) {
        var n = e.stateNode,
          r = n.ref;
        r === null && (r = n.ref = Pp(wi(e.memoizedProps, n))), Dd === null && (Dd = []), Dd.push(t.bind(null, r));
      }
    }
    function Pd(e, t, n) {
      ((e === G && (J === 2 || J === 9)) || e.cancelPendingCommit !== null) && (Vd(e, 0), Rd(e, q, ud, !1)),
        Tt(e, n),
        (W & 2 && e === G) || (e === G && (!(W & 2) && (cd |= n), Y === 4 && Rd(e, q, ud, !1)), Ef(e));
    }
    function Fd(e, t, n) {
      if (W & 6) throw Error(i(327));
      var r = (!n && !(t & 127) && (t & e.expiredLanes) === 0) || bt(e, t),
        a = r ? Yd(e, t) : qd(e, t, !0),
        o = r;
      do {
        if (a === 0) {
          id && !r && Rd(e, t, 0, !1);
          break;
        }
        if (((n = e.current.alternate), o && !Ld(n))) (a = qd(e, t, !1)), (o = !1);
        else {
          if (a === 2) {
            if (((o = t), e.errorRecoveryDisabledLanes & o)) var s = 0;
            else (s = e.pendingLanes & -536870913), (s = s === 0 ? (s & 536870912 ? 536870912 : 0) : s);
            if (s !== 0) {
              t = s;
              a: {
                var c = e;
                a = fd;
                var l = c.current.memoizedState.isDehydrated;
                if ((l && (Vd(c, s).flags |= 256), (s = qd(c, s, !1)), s !== 2 && s !== 6)) {
                  if (ad && !l) {
                    (c.errorRecoveryDisabledLanes |= o), (cd |= o), (a = 4);
                    break a;
                  }
                  (o = pd), (pd = a), o !== null && (pd === null ? (pd = o) : pd.push.apply(pd, o));
                }
                a = s;
              }
              if (((o = !1), a !== 2)) continue;
            }
          }
          if (a === 1) {
            Vd(e, 0), Rd(e, t, 0, !0);
            break;
          }
          a: {
            switch (((r = e), (o = a), o)) {
              case 0:
              case 1:
                throw Error(i(345));
              case 4:
                if ((t & 4194048) !== t && (t & 62914560) !== t) break;
              case 6:
                Rd(r, t, ud, !rd);
                break a;
              case 2:
                pd = null;
                break;
              case 3:
              case 5:
                break;
              default:
                throw Error(i(329));
            }
            if ((t & 62914560) === t && ((a = hd + 300 - $e()), 10 < a)) {
              if ((Rd(r, t, ud, !rd), yt(r, 0, !0) !== 0)) break a;
              (Sd = t), (r.timeoutHandle = gp(Id.bind(null, r, n, pd, vd, md, t, ud, cd, dd, rd, o, `Throttled`, -0, 0), a));
              break a;
            }
            Id(r, n, pd, vd, md, t, ud, cd, dd, rd, o, null, -0, 0);
          }
          break;
        }
      } while (1);
      Ef(e);
    }
    function Id(e, t, n, r, i, a, o, s, c, l, u, d, f, p) {
      e.timeoutHandle = -1;
      var m = t.subtreeFlags,
        h = (a & 335544064) === a;
      (d = null),
        (h || m & 8192 || (m & 16785408) == 16785408) &&
        ((d = {
          stylesheets: null,
          count: 0,
          imgCount: 0,
          imgBytes: 0,
          suspenseyImages: [],
          waitingForImages: !0,
          waitingForViewTransition: !1,
          unsuspend: kn,
        }),
        (Ul = null),
        Ju(t, a, d),
        h &&
          ((m = d),
          (h = e.containerInfo),
          (h = (h.nodeType === 9 ? h : h.ownerDocument).__reactViewTransition),
          h != null && (m.count++, (m.waitingForViewTransition = !0), (m = nh.bind(m)), h.finished.then(m, m))),
        (m = (a & 62914560) === a ? hd - $e() : (a & 4194048) === a ? gd - $e() : 0),
        (m = eh(d, m)),
        m !== null)
          ? ((Sd = a),
            (e.cancelPendingCommit = m(nf.bind(null, e, t, a, n, r, i, o, s, c, l, u, d, null, f, p))),
            Rd(e, a, o, !l))
          : nf(e, t, a, n, r, i, o, s, c, l, u, d);
    }
    function Ld(e) {
      for (var t = e; ; ) {
        var n = t.tag;
        if (
          (n === 0 || n === 11 || n === 15) &&
          t.flags & 16384 &&
          ((n = t.updateQueue), n !== null && ((n = n.stores), n !== null))
        )
          for (var r = 0; r < n.length; r++) {
            var i = n[r],
              a = i.getSnapshot;
            i = i.value;
            try {
              if (!Xr(a(), i)) return !1;
            } catch {
              return !1;
            }
          }
        if (((n = t.child), t.subtreeFlags & 16384 && n !== null)) (n.return = t), (t = n);
        else {
          if (t === e) break;
          for (; t.sibling === null; ) {
            if (t.return === null || t.return === e) return !0;
            t = t.return;
          }
          (t.sibling.return = t.return), (t = t.sibling);
        }
      }
      return !0;
    }
    function Rd(e, t, n, r) {
      (t = xt(e, t)),
        (t &= ~ld),
        (t &= ~cd),
        (e.suspendedLanes |= t),
        (e.pingedLanes &= ~t),
        r && (e.warmLanes |= t),
        (r = e.expirationTimes);
      for (var i = t; 0 < i; ) {
        var a = 31 - dt(i),
          o = 1 << a;
        (r[a] = -1), (i &= ~o);
      }
      n !== 0 && Dt(e, n, t);
    }
    function zd() {
      return W & 6 ? !0 : (Df(0, !1), !1);
    }
    function Bd() {
      if (K !== null) {
        if (J === 0) var e = K.return;
        else (e = K), (Ca = Sa = null), cs(e), (uo = null), (fo = 0), (e = K);
        for (; e !== null; ) Cl(e.alternate, e), (e = e.return);
        K = null;
      }
    }
    function Vd(e, t) {
      var n = e.timeoutHandle;
      return (
        n !== -1 && ((e.timeoutHandle = -1), _p(n)),
        (n = e.cancelPendingCommit),
        n !== null && ((e.cancelPendingCommit = null), n()),
        (Sd = 0),
        Bd(),
        (G = e),
        (K = n = Vi(e.current, null)),
        (q = t),
        (J = 0),
        (nd = null),
        (rd = !1),
        (id = bt(e, t)),
        (ad = !1),
        (dd = ud = ld = cd = sd = Y = 0),
        (pd = fd = null),
        (md = !1),
        (od = xt(e, t)),
        ji(),
        n
      );
    }
    function Hd(e, t) {
      (I = null),
        (C.H = _c),
        t === eo || t === no
          ? ((t = co()), (J = 3))
          : t === to
            ? ((t = co()), (J = 4))
            : (J = t === Fc ? 8 : typeof t == `object` && t && typeof t.then == `function` ? 6 : 1),
        (nd = t),
        K === null && ((Y = 1), kc(e, Yi(t, e.current)));
    }
    function Ud() {
      var e = Io.current;
      return e === null ? !0 : (q & 4194048) === q ? Lo === null : (q & 62914560) === q || q & 536870912 ? e === Lo : !1;
    }
    function Wd() {
      var e = C.H;
      return ((C.H = _c), e === null ? _c : e);
    }
    function Gd() {
      var e = C.A;
      return ((C.A = ed), e);
    }
    function Kd() {
      (Y = 4),
        rd || ((q & 4194048) !== q && Io.current !== null) || (id = !0),
        (!(sd & 134217727) && !(cd & 134217727)) || G === null || Rd(G, q, ud, !1);
    }
    function qd(e, t, n) {
      var r = W;
      W |= 2;
      var i = Wd(),
        a = Gd();
      (G !== e || q !== t) && ((vd = null), Vd(e, t)), (t = !1);
      var o = Y;
      a: do
        try {
          if (J !== 0 && K !== null) {
            var s = K,
              c = nd;
            switch (J) {
              case 8:
                Bd(), (o = 6);
                break a;
              case 3:
              case 2:
              case 9:
              case 6:
                Io.current === null && (t = !0);
                var l = J;
                if (((J = 0), (nd = null), $d(e, s, c, l), n && id)) {
                  o = 0;
                  break a;
                }
                break;
              default:
                (l = J), (J = 0), (nd = null), $d(e, s, c, l);
            }
          }
          Jd(), (o = Y);
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return (
        t && e.shellSuspendCounter++,
        (Ca = Sa = null),
        (W = r),
        (C.H = i),
        (C.A = a),
        K === null && ((G = null), (q = 0), ji()),
        o
      );
    }
    function Jd() {
      for (; K !== null; ) Zd(K);
    }
    function Yd(e, t) {
      var n = W;
      W |= 2;
      var r = Wd(),
        a = Gd();
      G !== e || q !== t ? ((vd = null), (_d = $e() + 500), Vd(e, t)) : (id = bt(e, t));
      a: do
        try {
          if (J !== 0 && K !== null) {
            t = K;
            var o = nd;
            b: switch (J) {
              case 1:
                (J = 0), (nd = null), $d(e, t, o, 1);
                break;
              case 2:
              case 9:
                if (io(o)) {
                  (J = 0), (nd = null), Qd(t);
                  break;
                }
                (t = () => {
                  (J !== 2 && J !== 9) || G !== e || (J = 7), Ef(e);
                }),
                  o.then(t, t);
                break a;
              case 3:
                J = 7;
                break a;
              case 4:
                J = 5;
                break a;
              case 7:
                io(o) ? ((J = 0), (nd = null), Qd(t)) : ((J = 0), (nd = null), $d(e, t, o, 7));
                break;
              case 5:
                var s = null;
                switch (K.tag) {
                  case 26:
                    s = K.memoizedState;
                  case 5:
                  case 27:
                    var c = K;
                    if (s ? Ym(s) : c.stateNode.complete) {
                      (J = 0), (nd = null);
                      var l = c.sibling;
                      if (l !== null) K = l;
                      else {
                        var u = c.return;
                        u === null ? (K = null) : ((K = u), ef(u));
                      }
                      break b;
                    }
                }
                (J = 0), (nd = null), $d(e, t, o, 5);
                break;
              case 6:
                (J = 0), (nd = null), $d(e, t, o, 6);
                break;
              case 8:
                Bd(), (Y = 6);
                break a;
              default:
                throw Error(i(462));
            }
          }
          Xd();
          break;
        } catch (t) {
          Hd(e, t);
        }
      while (1);
      return ((Ca = Sa = null), (C.H = r), (C.A = a), (W = n), K === null ? ((G = null), (q = 0), ji(), Y) : 0);
    }
    function Xd() {
      for (; K !== null && !Ze(); ) Zd(K);
    }
    function Zd(e) {
      var t = hl(e.alternate, e, od);
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (K = t);
    }
    function Qd(e) {
      var t = e,
        n = t.alternate;
      switch (t.tag) {
        case 15:
        case 0:
          t = Yc(n, t, t.pendingProps, t.type, void 0, q);
          break;
        case 11:
          t = Yc(n, t, t.pendingProps, t.type.render, t.ref, q);
          break;
        case 5:
          cs(t);
          var r = t;
          r === ua && (P ? (ga(r), r.tag === 5 && r.stateNode != null && (N = r.stateNode)) : (ga(r), (P = !0)));
        default:
          Cl(n, t), (t = K = Hi(t, od)), (t = hl(n, t, od));
      }
      (e.memoizedProps = e.pendingProps), t === null ? ef(e) : (K = t);
    }
    function $d(e, t, n, r) {
      (Ca = Sa = null), cs(t), (uo = null), (fo = 0);
      var i = t.return;
      try {
        if (Pc(e, i, t, n, q)) {
          (Y = 1), kc(e, Yi(n, e.current)), (K = null);
          return;
        }
      } catch (t) {
        if (i !== null) throw ((K = i), t);
        (Y = 1), kc(e, Yi(n, e.current)), (K = null);
        return;
      }
      t.flags & 32768
        ? (P || r === 1
            ? (e = !0)
            : id || q & 536870912
              ? (e = !1)
              : ((rd = e = !0),
                (r === 2 || r === 9 || r === 3 || r === 6) &&
                  ((r = Io.current), r !== null && r.tag === 13 && (r.flags |= 16384))),
          tf(t, e))
        : ef(t);
    }
    function ef(e) {
      var t = e;
      do {
        if (t.flags & 32768) {
          tf(t, rd);
          return;
        }
        e = t.return;
        var n = xl(t.alternate, t, od);
        if (n !== null) {
          K = n;
          return;
        }
        if (((t = t.sibling), t !== null)) {
          K = t;
          return;
        }
        K = t = e;
      } while (t !== null);
      Y === 0 && (Y = 5);
    }
    function tf(e, t) {
      do {
        var n = Sl(e.alternate, e);
        if (n !== null) {
          (n.flags &= 32767), (K = n);
          return;
        }
        if (
          ((n = e.return),
          n !== null && ((n.flags |= 32768), (n.subtreeFlags = 0), (n.deletions = null)),
          !t && ((e = e.sibling), e !== null))
        ) {
          K = e;
          return;
        }
        K = e = n;
      } while (e !== null);
      (Y = 6), (K = null);
    }
    function nf(e, t, n, r, a, o, s, c, l, u, d, f) {
      e.cancelPendingCommit = null;
      do df();
      while (X !== 0);
      if (W & 6) throw Error(i(327));
      if (t !== null) {
        if (t === e.current) throw Error(i(177));
        e === G && ((K = G = null), (q = 0)), (xd = t), (bd = e), (Sd = n), (wd = a), (Td = r), rf(e, t, n, s, c, l, f);
      }
    }
    function rf(e, t, n, r, i, a, o) {
      var s = t.lanes | t.childLanes;
      if (
        ((Cd = s),
        (s |= Ai),
        Et(e, n, s, r, i, a),
        (Dd = null),
        (n & 335544064) === n ? ((Od = Va(e)), (r = 10262)) : ((Od = null), (r = 10256)),
        (t.subtreeFlags & r) !== 0 || (t.flags & r) !== 0
          ? ((e.callbackNode = null), (e.callbackPriority = 0), yf(rt, () => (ff(), null)))
          : ((e.callbackNode = null), (e.callbackPriority = 0)),
        (Hl = !1),
        (r = !!(t.flags & 13878)),
        t.subtreeFlags & 13878 || r)
      ) {
        (r = C.T), (C.T = null), (i = w.p), (w.p = 2), (a = W), (W |= 4);
        try {
          gu(e, t, n);
        } finally {
          (W = a), (w.p = i), (C.T = r);
        }
      }
      (X = 1), Hl ? (Ed = Mp(o, e.containerInfo, Od, sf, cf, of, lf, ff, af, null, null)) : (sf(), cf(), lf());
    }
    function af(e) {
      if (X !== 0) {
        var t = bd.onRecoverableError;
        t(e, { componentStack: null });
      }
    }
    function of() {
      X === 3 && ((X = 0), Iu(xd, bd), (X = 4));
    }
    function sf() {
      if (X === 1) {
        X = 0;
        var e = bd,
          t = xd,
          n = Sd,
          r = !!(t.flags & 13878);
        if (t.subtreeFlags & 13878 || r) {
          (r = C.T), (C.T = null);
          var i = w.p;
          w.p = 2;
          var a = W;
          W |= 4;
          try {
            (pu = mu = !1), Mu(t, e, n), (n = cp);
            var o = ni(e.containerInfo),
              s = n.focusedElem,
              c = n.selectionRange;
            if (o !== s && s && s.ownerDocument && ti(s.ownerDocument.documentElement, s)) {
              if (c !== null && ri(s)) {
                var l = c.start,
                  u = c.end;
                if ((u === void 0 && (u = l), `selectionStart` in s))
                  (s.selectionStart = l), (s.selectionEnd = Math.min(u, s.value.length));
                else {
                  var d = s.ownerDocument || document,
                    f = (d && d.defaultView) || window;
                  if (f.getSelection) {
                    var p = f.getSelection(),
                      m = s.textContent.length,
                      h = Math.min(c.start, m),
                      g = c.end === void 0 ? h : Math.min(c.end, m);
                    !p.extend && h > g && ((o = g), (g = h), (h = o));
                    var _ = ei(s, h),
                      v = ei(s, g);
                    if (
                      _ &&
                      v &&
                      (p.rangeCount !== 1 ||
                        p.anchorNode !== _.node ||
                        p.anchorOffset !== _.offset ||
                        p.focusNode !== v.node ||
                        p.focusOffset !== v.offset)
                    ) {
                      var y = d.createRange();
                      y.setStart(_.node, _.offset),
                        p.removeAllRanges(),
                        h > g ? (p.addRange(y), p.extend(v.node, v.offset)) : (y.setEnd(v.node, v.offset), p.addRange(y));
                    }
                  }
                }
              }
              for (d = [], p = s; (p = p.parentNode); )
                p.nodeType === 1 && d.push({ element: p, left: p.scrollLeft, top: p.scrollTop });
              for (typeof s.focus == `function` && s.focus(), s = 0; s < d.length; s++) {
                var b = d[s];
                (b.element.scrollLeft = b.left), (b.element.scrollTop = b.top);
              }
            }
            (gh = !!sp), (cp = sp = null);
          } finally {
            (W = a), (w.p = i), (C.T = r);
          }
        }
        (e.current = t), (X = 2);
      }
    }
    function cf() {
      if (X === 2) {
        X = 0;
        var e = bd,
          t = xd,
          n = !!(t.flags & 8772);
        if (t.subtreeFlags & 8772 || n) {
          (n = C.T), (C.T = null);
          var r = w.p;
          w.p = 2;
          var i = W;
          W |= 4;
          try {
            vu(e, t.alternate, t);
          } finally {
            (W = i), (w.p = r), (C.T = n);
          }
        }
        X = 3;
      }
    }
    function lf() {
      if (X === 4 || X === 3) {
        X = 0;
        var e = Ed;
        (Ed = null), Qe();
        var t = bd,
          n = xd,
          r = Sd,
          i = Td,
          a = (r & 335544064) === r ? 10262 : 10256;
        if (
          ((n.subtreeFlags & a) !== 0 || (n.flags & a) !== 0 ? (X = 5) : ((X = 0), (xd = bd = null), uf(t, t.pendingLanes)),
          (a = t.pendingLanes),
          a === 0 && (yd = null),
          jt(r),
          (n = n.stateNode),
          lt && typeof lt.onCommitFiberRoot == `function`)
        )
          try {
            lt.onCommitFiberRoot(ct, n, void 0, (n.current.flags & 128) == 128);
          } catch {}
        if (i !== null) {
          (n = C.T), (a = w.p), (w.p = 2), (C.T = null);
          try {
            for (var o = t.onRecoverableError, s = 0; s < i.length; s++) {
              var c = i[s];
              o(c.value, { componentStack: c.stack });
            }
          } finally {
            (C.T = n), (w.p = a);
          }
        }
        if (((i = Dd), (o = Od), (Od = null), i !== null && ((Dd = null), o === null && (o = []), e !== null)))
          for (c = 0; c < i.length; c++) (n = (0, i[c])(o)), n !== void 0 && e.finished.finally(n);
        Sd & 3 && df(),
          Ef(t),
          (a = t.pendingLanes),
          r & 261930 && a & 42 ? (t === Ad ? kd++ : ((kd = 0), (Ad = t))) : ((kd = 0), (Ad = null)),
          Df(0, !1);
      }
    }
    function uf(e, t) {
      (e.pooledCacheLanes &= t) === 0 && ((t = e.pooledCache), t != null && ((e.pooledCache = null), Ra(t)));
    }
    function df() {
      return (Ed !== null && (Ed.skipTransition(), (Ed = null)), sf(), cf(), lf(), ff());
    }
    function ff() {
      if (X !== 5) return !1;
      var e = bd,
        t = Cd;
      Cd = 0;
      var n = jt(Sd),
        r = C.T,
        a = w.p;
      try {
        (w.p = 32 > n ? 32 : n), (C.T = null), (n = wd), (wd = null);
        var o = bd,
          s = Sd;
        if (((X = 0), (xd = bd = null), (Sd = 0), W & 6)) throw Error(i(331));
        var c = W;
        if (
          ((W |= 4),
          Zu(o.current),
          Uu(o, o.current, s, n),
          (W = c),
          Df(0, !1),
          lt && typeof lt.onPostCommitFiberRoot == `function`)
        )
          try {
            lt.onPostCommitFiberRoot(ct, o);
          } catch {}
        return !0;
      } finally {
        (w.p = a), (C.T = r), uf(e, t);
      }
    }
    function pf(e, t, n) {
      (t = Yi(n, t)), (t = jc(e.stateNode, t, 2)), (e = Co(e, t, 2)), e !== null && (Tt(e, 2), Ef(e));
    }
    function Z(e, t, n) {
      if (e.tag === 3) pf(e, e, n);
      else
        for (; t !== null; ) {
          if (t.tag === 3) {
            pf(t, e, n);
            break;
          }
          if (t.tag === 1) {
            var r = t.stateNode;
            if (
              typeof t.type.getDerivedStateFromError == `function` ||
              (typeof r.componentDidCatch == `function` && (yd === null || !yd.has(r)))
            ) {
              (e = Yi(n, e)), (n = Mc(2)), (r = Co(t, n, 2)), r !== null && (Nc(n, r, t, e), Tt(r, 2), Ef(r));
              break;
            }
          }
          t = t.return;
        }
    }
    function mf(e, t, n) {
      var r = e.pingCache;
      if (r === null) {
        r = e.pingCache = new td();
        var i = new Set();
        r.set(t, i);
      } else (i = r.get(t)), i === void 0 && ((i = new Set()), r.set(t, i));
      i.has(n) || ((ad = !0), i.add(n), (e = hf.bind(null, e, t, n)), t.then(e, e));
    }
    function hf(e, t, n) {
      var r = e.pingCache;
      r !== null && r.delete(t),
        (e.pingedLanes |= e.suspendedLanes & n),
        (e.warmLanes &= ~n),
        G === e &&
          (q & n) === n &&
          (Y === 4 || (Y === 3 && (q & 62914560) === q && 300 > $e() - hd) ? (W & 2 ? (ld |= n) : Vd(e, 0)) : (ld |= n),
          dd === q && (dd = 0)),
        Ef(e);
    }
    function gf(e, t) {
      t === 0 && (t = Ct()), (e = Pi(e, t)), e !== null && (Tt(e, t), Ef(e));
    }
    function _f(e) {
      var t = e.memoizedState,
        n = 0;
      t !== null && (n = t.retryLane), gf(e, n);
    }
    function vf(e, t) {
      var n = 0;
      switch (e.tag) {
        case 31:
        case 13:
          var r = e.stateNode,
            a = e.memoizedState;
          a !== null && (n = a.retryLane);
          break;
        case 19:
          r = e.stateNode;
          break;
        case 22:
          r = e.stateNode._retryCache;
          break;
        default:
          throw Error(i(314));
      }
      r !== null && r.delete(t), gf(e, n);
    }
    function yf(e, t) {
      return Ye(e, t);
    }
    var bf = null,
      xf = null,
      Sf = !1,
      Cf = !1,
      wf = !1,
      Tf = 0;
    function Ef(e) {
      e !== xf && e.next === null && (xf === null ? (bf = xf = e) : (xf = xf.next = e)), (Cf = !0), Sf || ((Sf = !0), Nf());
    }
    function Df(e, t) {
      if (!wf && Cf) {
        wf = !0;
        do
          for (var n = !1, r = bf; r !== null; ) {
            if (!t) {
              if (e !== 0) {
                var i = r.pendingLanes;
                if (i === 0) var a = 0;
                else {
                  var o = r.suspendedLanes,
                    s = r.pingedLanes;
                  (a = (1 << (31 - dt(42 | e) + 1)) - 1),
                    (a &= i & ~(o & ~s)),
                    (a = a & 201326741 ? (a & 201326741) | 1 : a ? a | 2 : 0);
                }
                a !== 0 && ((n = !0), Mf(r, a));
              } else
                (a = q),
                  (a = yt(r, r === G ? a : 0, r.cancelPendingCommit !== null || r.timeoutHandle !== -1)),
                  !(a & 3) || bt(r, a) || ((n = !0), Mf(r, a));
            }
            r = r.next;
          }
        while (n);
        wf = !1;
      }
    }
    function Of() {
      kf();
    }
    function kf() {
      Cf = Sf = !1;
      var e = 0;
      Tf !== 0 && hp() && (e = Tf);
      for (var t = $e(), n = null, r = bf; r !== null; ) {
        var i = r.next,
          a = Af(r, t);
        a === 0
          ? ((r.next = null), n === null ? (bf = i) : (n.next = i), i === null && (xf = n))
          : ((n = r), (e !== 0 || a & 3) && (Cf = !0)),
          (r = i);
      }
      (X !== 0 && X !== 5) || Df(e, !1), Tf !== 0 && (Tf = 0);
    }
    function Af(e, t) {
      for (var n = e.suspendedLanes, r = e.pingedLanes, i = e.expirationTimes, a = e.pendingLanes & -62914561; 0 < a; ) {
        var o = 31 - dt(a),
          s = 1 << o,
          c = i[o];
        c === -1 ? ((s & n) === 0 || (s & r) !== 0) && (i[o] = St(s, t)) : c <= t && (e.expiredLanes |= s), (a &= ~s);
      }
      if (
        ((t = G),
        (n = q),
        (n = yt(e, e === t ? n : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        (r = e.callbackNode),
        n === 0 || (e === t && (J === 2 || J === 9)) || e.cancelPendingCommit !== null)
      )
        return (r !== null && r !== null && Xe(r), (e.callbackNode = null), (e.callbackPriority = 0));
      if (!(n & 3) || bt(e, n)) {
        if (((t = n & -n), t === e.callbackPriority)) return t;
        switch ((r !== null && Xe(r), jt(n))) {
          case 2:
          case 8:
            n = nt;
            break;
          case 32:
            n = rt;
            break;
          case 268435456:
            n = at;
            break;
          default:
            n = rt;
        }
        return ((r = jf.bind(null, e)), (n = Ye(n, r)), (e.callbackPriority = t), (e.callbackNode = n), t);
      }
      return (r !== null && r !== null && Xe(r), (e.callbackPriority = 2), (e.callbackNode = null), 2);
    }
    function jf(e, t) {
      if (X !== 0 && X !== 5) return ((e.callbackNode = null), (e.callbackPriority = 0), null);
      var n = e.callbackNode;
      if (df() && e.callbackNode !== n) return null;
      var r = q;
      return (
        (r = yt(e, e === G ? r : 0, e.cancelPendingCommit !== null || e.timeoutHandle !== -1)),
        r === 0 ? null : (Fd(e, r, t), Af(e, $e()), e.callbackNode != null && e.callbackNode === n ? jf.bind(null, e) : null)
      );
    }
    function Mf(e, t) {
      if (df()) return null;
      Fd(e, t, !0);
    }
    function Nf() {
      bp(() => {
        W & 6 ? Ye(tt, Of) : kf();
      });
    }
    function Pf() {
      if (Tf === 0) {
        var e = Wa;
        e === 0 && ((e = ht), (ht <<= 1), !(ht & 261888) && (ht = 256)), (Tf = e);
      }
      return Tf;
    }
    function Ff(e) {
      return e == null || typeof e == `symbol` || typeof e == `boolean` ? null : typeof e == `function` ? e : On(e);
    }
    function If(e, t, n, r, i) {
      if (t === `submit` && n && n.stateNode === i) {
        var a = Ff((i[It] || null).action),
          o = r.submitter;
        o && ((t = (t = o[It] || null) ? Ff(t.formAction) : o.getAttribute(`formAction`)), t !== null && ((a = t), (o = null)));
        var s = new Yn(`action`, `action`, null, r, i);
        e.push({
          event: s,
          listeners: [
            {
              instance: null,
              listener: () => {
                if (r.defaultPrevented) {
                  if (Tf !== 0) {
                    var e = new FormData(i, o);
                    rc(n, { pending: !0, data: e, method: i.method, action: a }, null, e);
                  }
                } else
                  typeof a == `function` &&
                    (s.preventDefault(),
                    (e = new FormData(i, o)),
                    rc(n, { pending: !0, data: e, method: i.method, action: a }, a, e));
              },
              currentTarget: i,
            },
          ],
        });
      }
    }
    for (var Lf = 0; Lf < xi.length; Lf++) {
      var Rf = xi[Lf];
      Si(Rf.toLowerCase(), `on` + (Rf[0].toUpperCase() + Rf.slice(1)));
    }
    Si(hi, `onAnimationEnd`),
      Si(gi, `onAnimationIteration`),
      Si(_i, `onAnimationStart`),
      Si(`dblclick`, `onDoubleClick`),
      Si(`focusin`, `onFocus`),
      Si(`focusout`, `onBlur`),
      Si(j, `onTransitionRun`),
      Si(vi, `onTransitionStart`),
      Si(M, `onTransitionCancel`),
      Si(yi, `onTransitionEnd`),
      $t(`onMouseEnter`, [`mouseout`, `mouseover`]),
      $t(`onMouseLeave`, [`mouseout`, `mouseover`]),
      $t(`onPointerEnter`, [`pointerout`, `pointerover`]),
      $t(`onPointerLeave`, [`pointerout`, `pointerover`]),
      Qt(`onChange`, `change click focusin focusout input keydown keyup selectionchange`.split(` `)),
      Qt(`onSelect`, `focusout contextmenu dragend focusin keydown keyup mousedown mouseup selectionchange`.split(` `)),
      Qt(`onBeforeInput`, [`compositionend`, `keypress`, `textInput`, `paste`]),
      Qt(`onCompositionEnd`, `compositionend focusout keydown keypress keyup mousedown`.split(` `)),
      Qt(`onCompositionStart`, `compositionstart focusout keydown keypress keyup mousedown`.split(` `)),
      Qt(`onCompositionUpdate`, `compositionupdate focusout keydown keypress keyup mousedown`.split(` `));
    var zf =
        `abort canplay canplaythrough durationchange emptied encrypted ended error loadeddata loadedmetadata loadstart pause play playing progress ratechange resize seeked seeking stalled suspend timeupdate volumechange waiting`.split(
          ` `,
        ),
      Bf = new Set(`beforetoggle cancel close invalid load scroll scrollend toggle`.split(` `).concat(zf));
    function Vf(e, t) {
      t = !!(t & 4);
      for (var n = 0; n < e.length; n++) {
        var r = e[n],
          i = r.event;
        r = r.listeners;
        a: {
          var a = void 0;
          if (t)
            for (var o = r.length - 1; 0 <= o; o--) {
              var s = r[o],
                c = s.instance,
                l = s.currentTarget;
              if (((s = s.listener), c !== a && i.isPropagationStopped())) break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                Di(e);
              }
              (i.currentTarget = null), (a = c);
            }
          else
            for (o = 0; o < r.length; o++) {
              if (((s = r[o]), (c = s.instance), (l = s.currentTarget), (s = s.listener), c !== a && i.isPropagationStopped()))
                break a;
              (a = s), (i.currentTarget = l);
              try {
                a(i);
              } catch (e) {
                Di(e);
              }
              (i.currentTarget = null), (a = c);
            }
        }
      }
    }
    function Q(e, t) {
      var n = t[Rt];
      n === void 0 && (n = t[Rt] = new Set());
      var r = e + `__bubble`;
      n.has(r) || (Gf(t, e, 2, !1), n.add(r));
    }
    function Hf(e, t, n) {
      var r = 0;
      t && (r |= 4), Gf(n, e, r, t);
    }
    var Uf = `_reactListening` + Math.random().toString(36).slice(2);
    function Wf(e) {
      if (!e[Uf]) {
        (e[Uf] = !0),
          Xt.forEach((t) => {
            t !== `selectionchange` && (Bf.has(t) || Hf(t, !1, e), Hf(t, !0, e));
          });
        var t = e.nodeType === 9 ? e : e.ownerDocument;
        t === null || t[Uf] || ((t[Uf] = !0), Hf(`selectionchange`, !1, t));
      }
    }
    function Gf(e, t, n, r) {
      switch (Ch(t)) {
        case 2:
          var i = _h;
          break;
        case 8:
          i = vh;
          break;
        default:
          i = yh;
      }
      (n = i.bind(null, t, n, e)),
        (i = void 0),
        !Rn || (t !== `touchstart` && t !== `touchmove` && t !== `wheel`) || (i = !0),
        r
          ? i === void 0
            ? e.addEventListener(t, n, !0)
            : e.addEventListener(t, n, { capture: !0, passive: i })
          : i === void 0
            ? e.addEventListener(t, n, !1)
            : e.addEventListener(t, n, { passive: i });
    }
    function Kf(e, t, n, r, i) {
      var a = r;
      if (!(t & 1) && !(t & 2) && r !== null)
        a: for (;;) {
          if (r === null) return;
          var s = r.tag;
          if (s === 3 || s === 4) {
            var c = r.stateNode.containerInfo;
            if (c === i) break;
            if (s === 4)
              for (s = r.return; s !== null; ) {
                var l = s.tag;
                if ((l === 3 || l === 4) && s.stateNode.containerInfo === i) return;
                s = s.return;
              }
            for (; c !== null; ) {
              if (((s = Gt(c)), s === null)) return;
              if (((l = s.tag), l === 5 || l === 6 || l === 26 || l === 27)) {
                r = a = s;
                continue a;
              }
              c = c.parentNode;
            }
          }
          r = r.return;
        }
      In(() => {
        var r = a,
          i = jn(n),
          s = [];
        a: {
          var c = bi.get(e);
          if (c !== void 0) {
            var l = Yn,
              u = e;
            switch (e) {
              case `keypress`:
                if (Wn(n) === 0) break a;
              case `keydown`:
              case `keyup`:
                l = pr;
                break;
              case `focusin`:
                (u = `focus`), (l = ir);
                break;
              case `focusout`:
                (u = `blur`), (l = ir);
                break;
              case `beforeblur`:
              case `afterblur`:
                l = ir;
                break;
              case `click`:
                if (n.button === 2) break a;
              case `auxclick`:
              case `dblclick`:
              case `mousedown`:
              case `mousemove`:
              case `mouseup`:
              case `mouseout`:
              case `mouseover`:
              case `contextmenu`:
                l = nr;
                break;
              case `drag`:
              case `dragend`:
              case `dragenter`:
              case `dragexit`:
              case `dragleave`:
              case `dragover`:
              case `dragstart`:
              case `drop`:
                l = rr;
                break;
              case `touchcancel`:
              case `touchend`:
              case `touchmove`:
              case `touchstart`:
                l = gr;
                break;
              case hi:
              case gi:
              case _i:
                l = ar;
                break;
              case yi:
                l = _r;
                break;
              case `scroll`:
              case `scrollend`:
                l = Zn;
                break;
              case `wheel`:
                l = vr;
                break;
              case `copy`:
              case `cut`:
              case `paste`:
                l = or;
                break;
              case `gotpointercapture`:
              case `lostpointercapture`:
              case `pointercancel`:
              case `pointerdown`:
              case `pointermove`:
              case `pointerout`:
              case `pointerover`:
              case `pointerup`:
                l = mr;
                break;
              case `submit`:
                l = hr;
                break;
              case `toggle`:
              case `beforetoggle`:
                l = yr;
            }
            var d = !!(t & 4),
              f = !d && (e === `scroll` || e === `scrollend`),
              p = d ? (c === null ? null : c + `Capture`) : c;
            d = [];
            for (var m = r, h; m !== null; ) {
              var g = m;
              if (
                ((h = g.stateNode),
                (g = g.tag),
                (g !== 5 && g !== 26 && g !== 27) ||
                  h === null ||
                  p === null ||
                  ((g = Ln(m, p)), g != null && d.push(qf(m, g, h))),
                f)
              )
                break;
              m = m.return;
            }
            0 < d.length && ((c = new l(c, u, null, n, i)), s.push({ event: c, listeners: d }));
          }
        }
        if (!(t & 7)) {
          a: {
            if (
              ((l = e === `mouseover` || e === `pointerover`),
              (c = e === `mouseout` || e === `pointerout`),
              l && n !== An && (u = n.relatedTarget || n.fromElement) && (Gt(u) || u[Lt]))
            )
              break a;
            (c || l) &&
              ((u = i.window === i ? i : (l = i.ownerDocument) ? l.defaultView || l.parentWindow : window),
              c
                ? ((l = n.relatedTarget || n.toElement),
                  (c = r),
                  (l = l ? Gt(l) : null),
                  l !== null && ((f = o(l)), (d = l.tag), l !== f || (d !== 5 && d !== 27 && d !== 6)) && (l = null))
                : ((c = null), (l = r)),
              c !== l &&
                ((d = nr),
                (g = `onMouseLeave`),
                (p = `onMouseEnter`),
                (m = `mouse`),
                (e === `pointerout` || e === `pointerover`) &&
                  ((d = mr), (g = `onPointerLeave`), (p = `onPointerEnter`), (m = `pointer`)),
                (f = c == null ? u : qt(c)),
                (h = l == null ? u : qt(l)),
                (u = new d(g, m + `leave`, c, n, i)),
                (u.target = f),
                (u.relatedTarget = h),
                (g = null),
                Gt(i) === r && ((d = new d(p, m + `enter`, l, n, i)), (d.target = h), (d.relatedTarget = f), (g = d)),
                (f = g),
                (d = c && l ? ie(c, l, Yf) : null),
                c !== null && Xf(s, u, c, d, !1),
                l !== null && f !== null && Xf(s, f, l, d, !0)));
          }
          a: {
            if (
              ((c = r ? qt(r) : window),
              (l = c.nodeName && c.nodeName.toLowerCase()),
              l === `select` || (l === `input` && c.type === `file`))
            )
              var _ = Rr;
            else if (Mr(c)) {
              if (zr) _ = Jr;
              else {
                _ = Kr;
                var v = Gr;
              }
            } else
              (l = c.nodeName),
                !l || l.toLowerCase() !== `input` || (c.type !== `checkbox` && c.type !== `radio`)
                  ? r && Tn(r.elementType) && (_ = Rr)
                  : (_ = qr);
            if ((_ &&= _(e, r))) {
              Nr(s, _, n, i);
              break a;
            }
            v && v(e, c, r);
          }
          switch (((v = r ? qt(r) : window), e)) {
            case `focusin`:
              (Mr(v) || v.contentEditable === `true`) && ((ai = v), (oi = r), (si = null));
              break;
            case `focusout`:
              si = oi = ai = null;
              break;
            case `mousedown`:
              ci = !0;
              break;
            case `contextmenu`:
            case `mouseup`:
            case `dragend`:
              (ci = !1), li(s, n, i);
              break;
            case `selectionchange`:
              if (ii) break;
            case `keydown`:
            case `keyup`:
              li(s, n, i);
          }
          var y;
          if (xr)
            b: {
              switch (e) {
                case `compositionstart`:
                  var b = `onCompositionStart`;
                  break b;
                case `compositionend`:
                  b = `onCompositionEnd`;
                  break b;
                case `compositionupdate`:
                  b = `onCompositionUpdate`;
                  break b;
              }
              b = void 0;
            }
          else Or ? Er(e, n) && (b = `onCompositionEnd`) : e === `keydown` && n.keyCode === 229 && (b = `onCompositionStart`);
          b &&
            (A &&
              n.locale !== `ko` &&
              (Or || b !== `onCompositionStart`
                ? b === `onCompositionEnd` && Or && (y = Un())
                : ((Bn = i), (Vn = `value` in Bn ? Bn.value : Bn.textContent), (Or = !0))),
            (v = Jf(r, b)),
            0 < v.length &&
              ((b = new sr(b, e, null, n, i)),
              s.push({ event: b, listeners: v }),
              y ? (b.data = y) : ((y = Dr(n)), y !== null && (b.data = y)))),
            (y = Cr ? kr(e, n) : Ar(e, n)) &&
              ((b = Jf(r, `onBeforeInput`)),
              0 < b.length &&
                ((v = new sr(`onBeforeInput`, `beforeinput`, null, n, i)), s.push({ event: v, listeners: b }), (v.data = y))),
            If(s, e, r, n, i);
        }
        Vf(s, t);
      });
    }
    function qf(e, t, n) {
      return { instance: e, listener: t, currentTarget: n };
    }
    function Jf(e, t) {
      for (var n = t + `Capture`, r = []; e !== null; ) {
        var i = e,
          a = i.stateNode;
        if (
          ((i = i.tag),
          (i !== 5 && i !== 26 && i !== 27) ||
            a === null ||
            ((i = Ln(e, n)), i != null && r.unshift(qf(e, i, a)), (i = Ln(e, t)), i != null && r.push(qf(e, i, a))),
          e.tag === 3)
        )
          return r;
        e = e.return;
      }
      return [];
    }
    function Yf(e) {
      if (e === null) return null;
      do e = e.return;
      while (e && e.tag !== 5 && e.tag !== 27);
      return e || null;
    }
    function Xf(e, t, n, r, i) {
      for (var a = t._reactName, o = []; n !== null && n !== r; ) {
        var s = n,
          c = s.alternate,
          l = s.stateNode;
        if (((s = s.tag), c !== null && c === r)) break;
        (s !== 5 && s !== 26 && s !== 27) ||
          l === null ||
          ((c = l),
          i ? ((l = Ln(n, a)), l != null && o.unshift(qf(n, l, c))) : i || ((l = Ln(n, a)), l != null && o.push(qf(n, l, c)))),
          (n = n.return);
      }
      o.length !== 0 && e.push({ event: t, listeners: o });
    }
    var Zf = /\r\n?/g,
      Qf = /\u0000|\uFFFD/g;
    function $f(e) {
      return (typeof e == `string` ? e : `` + e)
        .replace(
          Zf,
          `
`,
        )
        .replace(Qf, ``);
    }
    function ep(e, t) {
      return ((t = $f(t)), $f(e) === t);
    }
    function $(e, t, n, r, a, o) {
      switch (n) {
        case `children`:
          if (typeof r == `string`) t === `body` || (t === `textarea` && r === ``) || xn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) t !== `body` && xn(e, `` + r);
          else return;
          break;
        case `className`:
          sn(e, `class`, r);
          break;
        case `tabIndex`:
          sn(e, `tabindex`, r);
          break;
        case `dir`:
        case `role`:
        case `viewBox`:
        case `width`:
        case `height`:
          sn(e, n, r);
          break;
        case `style`:
          wn(e, r, o);
          return;
        case `data`:
          if (t !== `object`) {
            sn(e, `data`, r);
            break;
          }
        case `src`:
        case `href`:
          if (
            (r === `` && (t !== `a` || n !== `href`)) ||
            r == null ||
            typeof r == `function` ||
            typeof r == `symbol` ||
            typeof r == `boolean`
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = On(r)), e.setAttribute(n, r);
          break;
        case `action`:
        case `formAction`:
          if (typeof r == `function`) {
            e.setAttribute(
              n,
              `javascript:throw new Error('A React form was unexpectedly submitted. If you called form.submit() manually, consider using form.requestSubmit() instead. If you\\'re trying to use event.stopPropagation() in a submit event handler, consider also calling event.preventDefault().')`,
            );
            break;
          }
          if (
            (typeof o == `function` &&
              (n === `formAction`
                ? (t !== `input` && $(e, t, `name`, a.name, a, null),
                  $(e, t, `formEncType`, a.formEncType, a, null),
                  $(e, t, `formMethod`, a.formMethod, a, null),
                  $(e, t, `formTarget`, a.formTarget, a, null))
                : ($(e, t, `encType`, a.encType, a, null),
                  $(e, t, `method`, a.method, a, null),
                  $(e, t, `target`, a.target, a, null))),
            r == null || typeof r == `symbol` || typeof r == `boolean`)
          ) {
            e.removeAttribute(n);
            break;
          }
          (r = On(r)), e.setAttribute(n, r);
          break;
        case `onClick`:
          r != null && (e.onclick = kn);
          return;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(i(61));
            if (((n = r.__html), n != null)) {
              if (a.children != null) throw Error(i(60));
              o?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `multiple`:
          e.multiple = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `muted`:
          e.muted = r && typeof r != `function` && typeof r != `symbol`;
          break;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `defaultValue`:
        case `defaultChecked`:
        case `innerHTML`:
        case `ref`:
          break;
        case `autoFocus`:
          break;
        case `xlinkHref`:
          if (r == null || typeof r == `function` || typeof r == `boolean` || typeof r == `symbol`) {
            e.removeAttribute(`xlink:href`);
            break;
          }
          (n = On(r)), e.setAttributeNS(`http://www.w3.org/1999/xlink`, `xlink:href`, n);
          break;
        case `contentEditable`:
        case `spellCheck`:
        case `draggable`:
        case `value`:
        case `autoReverse`:
        case `externalResourcesRequired`:
        case `focusable`:
        case `preserveAlpha`:
          r != null && typeof r != `function` && typeof r != `symbol` ? e.setAttribute(n, r) : e.removeAttribute(n);
          break;
        case `inert`:
        case `allowFullScreen`:
        case `async`:
        case `autoPlay`:
        case `controls`:
        case `credentialless`:
        case `default`:
        case `defer`:
        case `disabled`:
        case `disablePictureInPicture`:
        case `disableRemotePlayback`:
        case `formNoValidate`:
        case `hidden`:
        case `loop`:
        case `noModule`:
        case `noValidate`:
        case `open`:
        case `playsInline`:
        case `readOnly`:
        case `required`:
        case `reversed`:
        case `scoped`:
        case `seamless`:
        case `itemScope`:
          r && typeof r != `function` && typeof r != `symbol` ? e.setAttribute(n, ``) : e.removeAttribute(n);
          break;
        case `capture`:
        case `download`:
          !0 === r
            ? e.setAttribute(n, ``)
            : !1 !== r && r != null && typeof r != `function` && typeof r != `symbol`
              ? e.setAttribute(n, r)
              : e.removeAttribute(n);
          break;
        case `cols`:
        case `rows`:
        case `size`:
        case `span`:
          r != null && typeof r != `function` && typeof r != `symbol` && !isNaN(r) && 1 <= r
            ? e.setAttribute(n, r)
            : e.removeAttribute(n);
          break;
        case `rowSpan`:
        case `start`:
          r == null || typeof r == `function` || typeof r == `symbol` || isNaN(r) ? e.removeAttribute(n) : e.setAttribute(n, r);
          break;
        case `popover`:
          Q(`beforetoggle`, e), Q(`toggle`, e), on(e, `popover`, r);
          break;
        case `xlinkActuate`:
          cn(e, `http://www.w3.org/1999/xlink`, `xlink:actuate`, r);
          break;
        case `xlinkArcrole`:
          cn(e, `http://www.w3.org/1999/xlink`, `xlink:arcrole`, r);
          break;
        case `xlinkRole`:
          cn(e, `http://www.w3.org/1999/xlink`, `xlink:role`, r);
          break;
        case `xlinkShow`:
          cn(e, `http://www.w3.org/1999/xlink`, `xlink:show`, r);
          break;
        case `xlinkTitle`:
          cn(e, `http://www.w3.org/1999/xlink`, `xlink:title`, r);
          break;
        case `xlinkType`:
          cn(e, `http://www.w3.org/1999/xlink`, `xlink:type`, r);
          break;
        case `xmlBase`:
          cn(e, `http://www.w3.org/XML/1998/namespace`, `xml:base`, r);
          break;
        case `xmlLang`:
          cn(e, `http://www.w3.org/XML/1998/namespace`, `xml:lang`, r);
          break;
        case `xmlSpace`:
          cn(e, `http://www.w3.org/XML/1998/namespace`, `xml:space`, r);
          break;
        case `is`:
          on(e, `is`, r);
          break;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!(2 < n.length) || (n[0] !== `o` && n[0] !== `O`) || (n[1] !== `n` && n[1] !== `N`))
            (n = En.get(n) || n), on(e, n, r);
          else return;
      }
      D = !0;
    }
    function tp(e, t, n, r, a, o) {
      switch (n) {
        case `style`:
          wn(e, r, o);
          return;
        case `dangerouslySetInnerHTML`:
          if (r != null) {
            if (typeof r != `object` || !(`__html` in r)) throw Error(i(61));
            if (((n = r.__html), n != null)) {
              if (a.children != null) throw Error(i(60));
              o?.__html !== n && (e.innerHTML = n);
            }
          }
          break;
        case `children`:
          if (typeof r == `string`) xn(e, r);
          else if (typeof r == `number` || typeof r == `bigint`) xn(e, `` + r);
          else return;
          break;
        case `onScroll`:
          r != null && Q(`scroll`, e);
          return;
        case `onScrollEnd`:
          r != null && Q(`scrollend`, e);
          return;
        case `onClick`:
          r != null && (e.onclick = kn);
          return;
        case `suppressContentEditableWarning`:
        case `suppressHydrationWarning`:
        case `innerHTML`:
        case `ref`:
          return;
        case `innerText`:
        case `textContent`:
          return;
        default:
          if (!Object.hasOwn(Zt, n))
            a: {
              if (
                n[0] === `o` &&
                n[1] === `n` &&
                ((a = n.endsWith(`Capture`)),
                (o = n.slice(2, a ? n.length - 7 : void 0)),
                (t = e[It] || null),
                (t = t == null ? null : t[n]),
                typeof t == `function` && e.removeEventListener(o, t, a),
                typeof r == `function`)
              ) {
                typeof t != `function` && t !== null && (n in e ? (e[n] = null) : e.hasAttribute(n) && e.removeAttribute(n)),
                  e.addEventListener(o, r, a);
                break a;
              }
              (D = !0), n in e ? (e[n] = r) : !0 === r ? e.setAttribute(n, ``) : on(e, n, r);
            }
          return;
      }
      D = !0;
    }
    function np(e, t, n) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `img`:
          Q(`error`, e), Q(`load`, e);
          var r = !1,
            a = !1,
            o;
          for (o in n)
            if (Object.hasOwn(n, o)) {
              var s = n[o];
              if (s != null)
                switch (o) {
                  case `src`:
                    r = !0;
                    break;
                  case `srcSet`:
                    a = !0;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    throw Error(i(137, t));
                  default:
                    $(e, t, o, s, n, null);
                }
            }
          a && $(e, t, `srcSet`, n.srcSet, n, null), r && $(e, t, `src`, n.src, n, null);
          return;
        case `input`:
          Q(`invalid`, e);
          var c = (o = s = a = null),
            l = null,
            u = null;
          for (r in n)
            if (Object.hasOwn(n, r)) {
              var d = n[r];
              if (d != null)
                switch (r) {
                  case `name`:
                    a = d;
                    break;
                  case `type`:
                    s = d;
                    break;
                  case `checked`:
                    l = d;
                    break;
                  case `defaultChecked`:
                    u = d;
                    break;
                  case `value`:
                    o = d;
                    break;
                  case `defaultValue`:
                    c = d;
                    break;
                  case `children`:
                  case `dangerouslySetInnerHTML`:
                    if (d != null) throw Error(i(137, t));
                    break;
                  default:
                    $(e, t, r, d, n, null);
                }
            }
          gn(e, o, c, l, u, s, a, !1);
          return;
        case `select`:
          for (a in (Q(`invalid`, e), (r = s = o = null), n))
            if (Object.hasOwn(n, a) && ((c = n[a]), c != null))
              switch (a) {
                case `value`:
                  o = c;
                  break;
                case `defaultValue`:
                  s = c;
                  break;
                case `multiple`:
                  r = c;
                default:
                  $(e, t, a, c, n, null);
              }
          (t = o), (n = s), (e.multiple = !!r), t == null ? n != null && vn(e, !!r, n, !0) : vn(e, !!r, t, !1);
          return;
        case `textarea`:
          for (s in (Q(`invalid`, e), (o = a = r = null), n))
            if (Object.hasOwn(n, s) && ((c = n[s]), c != null))
              switch (s) {
                case `value`:
                  r = c;
                  break;
                case `defaultValue`:
                  a = c;
                  break;
                case `children`:
                  o = c;
                  break;
                case `dangerouslySetInnerHTML`:
                  if (c != null) throw Error(i(91));
                  break;
                default:
                  $(e, t, s, c, n, null);
              }
          bn(e, r, a, o);
          return;
        case `option`:
          for (l in n)
            if (Object.hasOwn(n, l) && ((r = n[l]), r != null))
              switch (l) {
                case `selected`:
                  e.selected = r && typeof r != `function` && typeof r != `symbol`;
                  break;
                default:
                  $(e, t, l, r, n, null);
              }
          return;
        case `dialog`:
          Q(`beforetoggle`, e), Q(`toggle`, e), Q(`cancel`, e), Q(`close`, e);
          break;
        case `iframe`:
        case `object`:
          Q(`load`, e);
          break;
        case `video`:
        case `audio`:
          for (r = 0; r < zf.length; r++) Q(zf[r], e);
          break;
        case `image`:
          Q(`error`, e), Q(`load`, e);
          break;
        case `details`:
          Q(`toggle`, e);
          break;
        case `embed`:
        case `source`:
        case `link`:
          Q(`error`, e), Q(`load`, e);
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (u in n)
            if (Object.hasOwn(n, u) && ((r = n[u]), r != null))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  throw Error(i(137, t));
                default:
                  $(e, t, u, r, n, null);
              }
          return;
        default:
          if (Tn(t)) {
            for (d in n) Object.hasOwn(n, d) && ((r = n[d]), r !== void 0 && tp(e, t, d, r, n, void 0));
            return;
          }
      }
      for (c in n) Object.hasOwn(n, c) && ((r = n[c]), r != null && $(e, t, c, r, n, null));
    }
    var rp = {};
    function ip(e, t, n, r) {
      switch (t) {
        case `div`:
        case `span`:
        case `svg`:
        case `path`:
        case `a`:
        case `g`:
        case `p`:
        case `li`:
          break;
        case `input`:
          var a = null,
            o = null,
            s = null,
            c = null,
            l = null,
            u = null,
            d = null;
          for (m in n) {
            var f = n[m];
            if (Object.hasOwn(n, m) && f != null)
              switch (m) {
                case `checked`:
                  break;
                case `value`:
                  break;
                case `defaultValue`:
                  l = f;
                default:
                  Object.hasOwn(r, m) || $(e, t, m, null, r, f);
              }
          }
          for (var p in r) {
            var m = r[p];
            if (((f = n[p]), Object.hasOwn(r, p) && (m != null || f != null)))
              switch (p) {
                case `type`:
                  m !== f && (D = !0), (o = m);
                  break;
                case `name`:
                  m !== f && (D = !0), (a = m);
                  break;
                case `checked`:
                  m !== f && (D = !0), (u = m);
                  break;
                case `defaultChecked`:
                  m !== f && (D = !0), (d = m);
                  break;
                case `value`:
                  m !== f && (D = !0), (s = m);
                  break;
                case `defaultValue`:
                  m !== f && (D = !0), (c = m);
                  break;
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (m != null) throw Error(i(137, t));
                  break;
                default:
                  m !== f && $(e, t, p, m, r, f);
              }
          }
          hn(e, s, c, l, u, d, o, a);
          return;
        case `select`:
          for (o in ((m = s = c = p = null), n))
            if (((l = n[o]), Object.hasOwn(n, o) && l != null))
              switch (o) {
                case `value`:
                  break;
                case `multiple`:
                  m = l;
                default:
                  Object.hasOwn(r, o) || $(e, t, o, null, r, l);
              }
          for (a in r)
            if (((o = r[a]), (l = n[a]), Object.hasOwn(r, a) && (o != null || l != null)))
              switch (a) {
                case `value`:
                  o !== l && (D = !0), (p = o);
                  break;
                case `defaultValue`:
                  o !== l && (D = !0), (c = o);
                  break;
                case `multiple`:
                  o !== l && (D = !0), (s = o);
                default:
                  o !== l && $(e, t, a, o, r, l);
              }
          (t = c),
            (n = s),
            (r = m),
            p == null ? !!r != !!n && (t == null ? vn(e, !!n, n ? [] : ``, !1) : vn(e, !!n, t, !0)) : vn(e, !!n, p, !1);
          return;
        case `textarea`:
          for (c in ((m = p = null), n))
            if (((a = n[c]), Object.hasOwn(n, c) && a != null && !Object.hasOwn(r, c)))
              switch (c) {
                case `value`:
                  break;
                case `children`:
                  break;
                default:
                  $(e, t, c, null, r, a);
              }
          for (s in r)
            if (((a = r[s]), (o = n[s]), Object.hasOwn(r, s) && (a != null || o != null)))
              switch (s) {
                case `value`:
                  a !== o && (D = !0), (p = a);
                  break;
                case `defaultValue`:
                  a !== o && (D = !0), (m = a);
                  break;
                case `children`:
                  break;
                case `dangerouslySetInnerHTML`:
                  if (a != null) throw Error(i(91));
                  break;
                default:
                  a !== o && $(e, t, s, a, r, o);
              }
          yn(e, p, m);
          return;
        case `option`:
          for (var h in n)
            if (((p = n[h]), Object.hasOwn(n, h) && p != null && !Object.hasOwn(r, h)))
              switch (h) {
                case `selected`:
                  e.selected = !1;
                  break;
                default:
                  $(e, t, h, null, r, p);
              }
          for (l in r)
            if (((p = r[l]), (m = n[l]), Object.hasOwn(r, l) && p !== m && (p != null || m != null)))
              switch (l) {
                case `selected`:
                  p !== m && (D = !0), (e.selected = p && typeof p != `function` && typeof p != `symbol`);
                  break;
                default:
                  $(e, t, l, p, r, m);
              }
          return;
        case `img`:
        case `link`:
        case `area`:
        case `base`:
        case `br`:
        case `col`:
        case `embed`:
        case `hr`:
        case `keygen`:
        case `meta`:
        case `param`:
        case `source`:
        case `track`:
        case `wbr`:
        case `menuitem`:
          for (var g in n) (p = n[g]), Object.hasOwn(n, g) && p != null && !Object.hasOwn(r, g) && $(e, t, g, null, r, p);
          for (u in r)
            if (((p = r[u]), (m = n[u]), Object.hasOwn(r, u) && p !== m && (p != null || m != null)))
              switch (u) {
                case `children`:
                case `dangerouslySetInnerHTML`:
                  if (p != null) throw Error(i(137, t));
                  break;
                default:
                  $(e, t, u, p, r, m);
              }
          return;
        default:
          if (Tn(t)) {
            for (var _ in n) (p = n[_]), Object.hasOwn(n, _) && p !== void 0 && !Object.hasOwn(r, _) && tp(e, t, _, void 0, r, p);
            for (d in r)
              (p = r[d]), (m = n[d]), !Object.hasOwn(r, d) || p === m || (p === void 0 && m === void 0) || tp(e, t, d, p, r, m);
            return;
          }
      }
      for (var v in n) (p = n[v]), Object.hasOwn(n, v) && p != null && !Object.hasOwn(r, v) && $(e, t, v, null, r, p);
      for (f in r) (p = r[f]), (m = n[f]), !Object.hasOwn(r, f) || p === m || (p == null && m == null) || $(e, t, f, p, r, m);
    }
    function ap(e) {
      switch (e) {
        case `css`:
        case `script`:
        case `font`:
        case `img`:
        case `image`:
        case `input`:
        case `link`:
          return !0;
        default:
          return !1;
      }
    }
    function op() {
      if (typeof performance.getEntriesByType == `function`) {
        for (var e = 0, t = 0, n = performance.getEntriesByType(`resource`), r = 0; r < n.length; r++) {
          var i = n[r],
            a = i.transferSize,
            o = i.initiatorType,
            s = i.duration;
          if (a && s && ap(o)) {
            for (o = 0, s = i.responseEnd, r += 1; r < n.length; r++) {
              var c = n[r],
                l = c.startTime;
              if (l > s) break;
              var u = c.transferSize,
                d = c.initiatorType;
              u && ap(d) && ((c = c.responseEnd), (o += u * (c < s ? 1 : (s - l) / (c - l))));
            }
            if ((--r, (t += (8 * (a + o)) / (i.duration / 1e3)), e++, 10 < e)) break;
          }
        }
        if (0 < e) return t / e / 1e6;
      }
      return navigator.connection && ((e = navigator.connection.downlink), typeof e == `number`) ? e : 5;
    }
    var sp = null,
      cp = null;
    function lp(e) {
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    function up(e) {
      switch (e) {
        case `http://www.w3.org/2000/svg`:
          return 1;
        case `http://www.w3.org/1998/Math/MathML`:
          return 2;
        default:
          return 0;
      }
    }
    function dp(e, t) {
      if (e === 0)
        switch (t) {
          case `svg`:
            return 1;
          case `math`:
            return 2;
          default:
            return 0;
        }
      return e === 1 && t === `foreignObject` ? 0 : e;
    }
    function fp(e, t, n, r) {
      return ((n = lp(n).createElement(e)), (n[Ft] = r), (n[It] = t), np(n, e, t), E(n), n);
    }
    function pp(e, t) {
      return (
        e === `textarea` ||
        e === `noscript` ||
        typeof t.children == `string` ||
        typeof t.children == `number` ||
        typeof t.children == `bigint` ||
        (typeof t.dangerouslySetInnerHTML == `object` &&
          t.dangerouslySetInnerHTML !== null &&
          t.dangerouslySetInnerHTML.__html != null)
      );
    }
    var mp = null;
    function hp() {
      var e = window.event;
      return e && e.type === `popstate` ? e !== mp && ((mp = e), !0) : ((mp = null), !1);
    }
    var gp = typeof setTimeout == `function` ? setTimeout : void 0,
      _p = typeof clearTimeout == `function` ? clearTimeout : void 0,
      vp = typeof Promise == `function` ? Promise : void 0,
      yp = typeof requestAnimationFrame == `function` ? requestAnimationFrame : gp,
      bp = typeof queueMicrotask == `function` ? queueMicrotask : vp === void 0 ? gp : (e) => vp.resolve(null).then(e).catch(xp);
    function xp(e) {
      setTimeout(() => {
        throw e;
      });
    }
    function Sp(e) {
      return e === `head`;
    }
    function Cp(e, t) {
      var n = t,
        r = 0;
      do {
        var i = n.nextSibling;
        if ((e.removeChild(n), i && i.nodeType === 8)) {
          if (((n = i.data), n === `/$` || n === `/&`)) {
            if (r === 0) {
              e.removeChild(i), Hh(t);
              return;
            }
            r--;
          } else if (n === `$` || n === `$?` || n === `$~` || n === `$!` || n === `&`) r++;
          else if (n === `html`) _m(e.ownerDocument.documentElement);
          else if (n === `head`) {
            (n = e.ownerDocument.head), _m(n);
            for (var a = n.firstChild; a; ) {
              var o = a.nextSibling,
                s = a.nodeName;
              a[Ht] ||
                s === `SCRIPT` ||
                s === `STYLE` ||
                (s === `LINK` && a.rel.toLowerCase() === `stylesheet`) ||
                n.removeChild(a),
                (a = o);
            }
          } else n === `body` && _m(e.ownerDocument.body);
        }
        n = i;
      } while (n);
      Hh(t);
    }
    function wp(e, t) {
      var n = e;
      e = 0;
      do {
        var r = n.nextSibling;
        if (
          (n.nodeType === 1
            ? t
              ? ((n._stashedDisplay = n.style.display), (n.style.display = `none`))
              : ((n.style.display = n._stashedDisplay || ``), n.getAttribute(`style`) === `` && n.removeAttribute(`style`))
            : n.nodeType === 3 &&
              (t ? ((n._stashedText = n.nodeValue), (n.nodeValue = ``)) : (n.nodeValue = n._stashedText || ``)),
          r && r.nodeType === 8)
        ) {
          if (((n = r.data), n === `/$`)) {
            if (e === 0) break;
            e--;
          } else (n !== `$` && n !== `$?` && n !== `$~` && n !== `$!`) || e++;
        }
        n = r;
      } while (n);
    }
    function Tp(e, t, n) {
      if (
        ((t = CSS.escape(t) === t ? t : `r-` + btoa(t).replace(/=/g, ``)),
        (e.style.viewTransitionName = t),
        n != null && (e.style.viewTransitionClass = n),
        (n = getComputedStyle(e)),
        n.display === `inline`)
      ) {
        if (((t = e.getClientRects()), t.length === 1)) var r = 1;
        else
          for (var i = (r = 0); i < t.length; i++) {
            var a = t[i];
            0 < a.width && 0 < a.height && r++;
          }
        r === 1 &&
          ((e = e.style),
          (e.display = t.length === 1 ? `inline-block` : `block`),
          (e.marginTop = `-` + n.paddingTop),
          (e.marginBottom = `-` + n.paddingBottom));
      }
    }
    function Ep(e, t) {
      (e = e.style), (t = t.style);
      var n =
        t == null
          ? null
          : Object.hasOwn(t, `viewTransitionName`)
            ? t.viewTransitionName
            : Object.hasOwn(t, `view-transition-name`)
              ? t[`view-transition-name`]
              : null;
      (e.viewTransitionName = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        (n =
          t == null
            ? null
            : Object.hasOwn(t, `viewTransitionClass`)
              ? t.viewTransitionClass
              : Object.hasOwn(t, `view-transition-class`)
                ? t[`view-transition-class`]
                : null),
        (e.viewTransitionClass = n == null || typeof n == `boolean` ? `` : (`` + n).trim()),
        e.display === `inline-block` &&
          (t == null
            ? (e.display = e.margin = ``)
            : ((n = t.display),
              (e.display = n == null || typeof n == `boolean` ? `` : n),
              (n = t.margin),
              n == null
                ? ((n = Object.hasOwn(t, `marginTop`) ? t.marginTop : t[`margin-top`]),
                  (e.marginTop = n == null || typeof n == `boolean` ? `` : n),
                  (t = Object.hasOwn(t, `marginBottom`) ? t.marginBottom : t[`margin-bottom`]),
                  (e.marginBottom = t == null || typeof t == `boolean` ? `` : t))
                : (e.margin = n)));
    }
    function Dp(e, t, n) {
      return (
        (n = n.ownerDocument.defaultView),
        {
          rect: e,
          abs: t.position === `absolute` || t.position === `fixed`,
          clip:
            t.clipPath !== `none` ||
            t.overflow !== `visible` ||
            t.filter !== `none` ||
            t.mask !== `none` ||
            t.mask !== `none` ||
            t.borderRadius !== `0px`,
          view: 0 <= e.bottom && 0 <= e.right && e.top <= n.innerHeight && e.left <= n.innerWidth,
        }
      );
    }
    function Op(e) {
      return Dp(e.getBoundingClientRect(), getComputedStyle(e), e);
    }
    function kp(e) {
      var t = e.getBoundingClientRect();
      t = new DOMRect(t.x + 2e4, t.y + 2e4, t.width, t.height);
      var n = getComputedStyle(e);
      return Dp(t, n, e);
    }
    function Ap(e) {
      return e.documentElement.clientHeight;
    }
    function jp(e) {
      this.addEventListener(`load`, e), this.addEventListener(`error`, e);
    }
    function Mp(e, t, n, r, i, a, o, s, c) {
      var l = t.nodeType === 9 ? t : t.ownerDocument;
      try {
        var u = l.startViewTransition({
          update: () => {
            var t = l.defaultView,
              n = t.navigation && t.navigation.transition,
              o = l.fonts.status;
            r();
            var s = [];
            if ((o === `loaded` && (Ap(l), l.fonts.status === `loading` && s.push(l.fonts.ready)), (o = s.length), e !== null))
              for (var c = e.suspenseyImages, u = 0, d = 0; d < c.length; d++) {
                var f = c[d];
                if (!f.complete) {
                  var p = f.getBoundingClientRect();
                  if (0 < p.bottom && 0 < p.right && p.top < t.innerHeight && p.left < t.innerWidth) {
                    if (((u += Xm(f)), u > $m)) {
                      s.length = o;
                      break;
                    }
                    (f = new Promise(jp.bind(f))), s.push(f);
                  }
                }
              }
            if (0 < s.length)
              return (
                (t = Promise.race([Promise.all(s), new Promise((e) => setTimeout(e, 500))]).then(i, i)),
                (n ? Promise.allSettled([n.finished, t]) : t).then(a, a)
              );
            if ((i(), n)) return n.finished.then(a, a);
            a();
          },
          types: n,
        });
        l.__reactViewTransition = u;
        var d = [];
        return (
          u.ready.then(
            () => {
              for (var e = l.documentElement.getAnimations({ subtree: !0 }), t = 0; t < e.length; t++) {
                var n = e[t],
                  r = n.effect,
                  i = r.pseudoElement;
                if (i != null && i.startsWith(`::view-transition`)) {
                  d.push(n), (n = r.getKeyframes());
                  for (var a = (i = void 0), s = !0, c = 0; c < n.length; c++) {
                    var u = n[c],
                      f = u.width;
                    if (i === void 0) i = f;
                    else if (i !== f) {
                      s = !1;
                      break;
                    }
                    if (((f = u.height), a === void 0)) a = f;
                    else if (a !== f) {
                      s = !1;
                      break;
                    }
                    delete u.width, delete u.height, u.transform === `none` && delete u.transform;
                  }
                  s &&
                    i !== void 0 &&
                    a !== void 0 &&
                    (r.setKeyframes(n), (s = getComputedStyle(r.target, r.pseudoElement)), s.width !== i || s.height !== a) &&
                    ((s = n[0]),
                    (s.width = i),
                    (s.height = a),
                    (s = n[n.length - 1]),
                    (s.width = i),
                    (s.height = a),
                    r.setKeyframes(n));
                }
              }
              o();
            },
            (e) => {
              l.__reactViewTransition === u && (l.__reactViewTransition = null);
              try {
                if (typeof e == `object` && e)
                  switch (e.name) {
                    case `InvalidStateError`:
                      (e.message === `View transition was skipped because document visibility state is hidden.` ||
                        e.message === `Skipping view transition because document visibility state has become hidden.` ||
                        e.message === `Skipping view transition because viewport size changed.` ||
                        e.message === `Transition was aborted because of invalid state`) &&
                        (e = null);
                  }
                e !== null && c(e);
              } finally {
                r(), i(), o();
              }
            },
          ),
          u.finished.finally(() => {
            for (var e = 0; e < d.length; e++) d[e].cancel();
            l.__reactViewTransition === u && (l.__reactViewTransition = null), s();
          }),
          u
        );
      } catch {
        return (r(), i(), o(), null);
      }
    }
    function Np(e, t) {
      (this._scope = document.documentElement), (this._selector = `::view-transition-` + e + `(` + t + `)`);
    }
    (Np.prototype.animate = function (e, t) {
      return (
        (t = typeof t == `number` ? { duration: t } : S({}, t)), (t.pseudoElement = this._selector), this._scope.animate(e, t)
      );
    }),
      (Np.prototype.getAnimations = function () {
        for (var e = this._scope, t = this._selector, n = e.getAnimations({ subtree: !0 }), r = [], i = 0; i < n.length; i++) {
          var a = n[i].effect;
          a !== null && a.target === e && a.pseudoElement === t && r.push(n[i]);
        }
        return r;
      }),
      (Np.prototype.getComputedStyle = function () {
        return getComputedStyle(this._scope, this._selector);
      });
    function Pp(e) {
      return {
        name: e,
        group: new Np(`group`, e),
        imagePair: new Np(`image-pair`, e),
        old: new Np(`old`, e),
        new: new Np(`new`, e),
      };
    }
    function Fp(e) {
      (this._fragmentFiber = e), (this._observers = this._eventListeners = null);
    }
    Fp.prototype.addEventListener = function (e, t, n) {
      var r = null,
        i = null;
      if (!(n != null && typeof n != `boolean` && ((r = n.signal || null), r !== null && r.aborted))) {
        this._eventListeners === null && (this._eventListeners = []);
        var a = this._eventListeners;
        if (Bp(a, e, t, n) === -1) {
          var o = this,
            s = t;
          n != null &&
            typeof n != `boolean` &&
            !0 === n.once &&
            (s = function (r) {
              o.removeEventListener(e, t, n), typeof t == `function` ? t.call(this, r) : t.handleEvent(r);
            }),
            r !== null &&
              ((i = o.removeEventListener.bind(o, e, t, n)),
              r.addEventListener(`abort`, i, { once: !0 }),
              (i = r.removeEventListener.bind(r, `abort`, i))),
            (r = Rp(n)),
            a.push({ type: e, listener: t, optionsOrUseCapture: n, attachedListener: s, cleanup: i }),
            h(this._fragmentFiber.child, !1, Ip, e, s, r);
        }
        this._eventListeners = a;
      }
    };
    function Ip(e, t, n, r) {
      return (b(e).addEventListener(t, n, r), !1);
    }
    Fp.prototype.removeEventListener = function (e, t, n) {
      var r = this._eventListeners;
      if (r !== null && ((t = Bp(r, e, t, n)), t !== -1)) {
        var i = r[t];
        n = i.attachedListener;
        var a = i.cleanup;
        (i = Rp(i.optionsOrUseCapture)), h(this._fragmentFiber.child, !1, Lp, e, n, i), r.splice(t, 1), a !== null && a();
      }
    };
    function Lp(e, t, n, r) {
      return (b(e).removeEventListener(t, n, r), !1);
    }
    function Rp(e) {
      return e != null && typeof e != `boolean` && (!0 === e.once || e.signal instanceof AbortSignal)
        ? { capture: e.capture, passive: e.passive }
        : e;
    }
    function zp(e) {
      return e == null ? `c=0` : typeof e == `boolean` ? `c=` + (e ? `1` : `0`) : `c=` + (e.capture ? `1` : `0`);
    }
    function Bp(e, t, n, r) {
      if (e.length === 0) return -1;
      r = zp(r);
      for (var i = 0; i < e.length; i++) {
        var a = e[i];
        if (a.type === t && a.listener === n && zp(a.optionsOrUseCapture) === r) return i;
      }
      return -1;
    }
    (Fp.prototype.dispatchEvent = function (e) {
      var t = g(this._fragmentFiber);
      if (t === null) return !0;
      t = b(t);
      var n = this._eventListeners;
      if ((n !== null && 0 < n.length) || !e.bubbles) {
        var r = t.nodeType === 9 ? t.createComment(``) : document.createTextNode(``);
        if (n)
          for (var i = 0; i < n.length; i++) {
            var a = n[i];
            r.addEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
          }
        if ((t.appendChild(r), (e = r.dispatchEvent(e)), n))
          for (i = 0; i < n.length; i++) (a = n[i]), r.removeEventListener(a.type, a.attachedListener, Rp(a.optionsOrUseCapture));
        return (t.removeChild(r), e);
      }
      return t.dispatchEvent(e);
    }),
      (Fp.prototype.focus = function (e) {
        h(this._fragmentFiber.child, !0, Vp, e, void 0, void 0);
      });
    function Vp(e, t) {
      return e.tag !== 6 && ((e = b(e)), pm(e, t));
    }
    Fp.prototype.focusLast = function (e) {
      var t = [];
      h(this._fragmentFiber.child, !0, Hp, t, void 0, void 0);
      for (var n = t.length - 1; 0 <= n && !Vp(t[n], e); n--);
    };
    function Hp(e, t) {
      return (t.push(e), !1);
    }
    Fp.prototype.blur = function () {
      var e = g(this._fragmentFiber);
      e !== null &&
        ((e = b(e)), (e = lp(e).activeElement), e !== null && h(this._fragmentFiber.child, !1, Up, e, void 0, void 0));
    };
    function Up(e, t) {
      return e.tag !== 6 && ((e = b(e)), e === t || e.contains(t) ? (t.blur(), !0) : !1);
    }
    Fp.prototype.observeUsing = function (e) {
      this._observers === null && (this._observers = new Set()),
        this._observers.add(e),
        h(this._fragmentFiber.child, !1, Wp, e, void 0, void 0);
    };
    function Wp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.observe(e)), !1);
    }
    Fp.prototype.unobserveUsing = function (e) {
      var t = this._observers;
      if (t !== null && t.has(e)) {
        t.delete(e), h(this._fragmentFiber.child, !1, Gp, e, void 0, void 0);
        for (var n = (t = 0); n < Kp.length; n++) {
          var r = Kp[n];
          r.fragmentInstance === this && r.observer === e ? e.unobserve(r.instance) : (Kp[t++] = r);
        }
        Kp.length = t;
      }
    };
    function Gp(e, t) {
      return (e.tag === 6 || ((e = b(e)), t.unobserve(e)), !1);
    }
    var Kp = [],
      qp = !1;
    function Jp(e, t, n) {
      Kp.push({ fragmentInstance: e, observer: t, instance: n }),
        qp ||
          ((qp = !0),
          mm(() => {
            qp = !1;
            var e = Kp;
            Kp = [];
            for (var t = 0; t < e.length; t++) {
              var n = e[t];
              n.observer.unobserve(n.instance);
            }
          }));
    }
    Fp.prototype.getClientRects = function () {
      var e = [];
      return (h(this._fragmentFiber.child, !1, Yp, e, void 0, void 0), e);
    };
    function Yp(e, t) {
      if (e.tag === 6) {
        e = e.stateNode;
        var n = e.ownerDocument.createRange();
        n.selectNodeContents(e), t.push.apply(t, n.getClientRects());
      } else (e = b(e)), t.push.apply(t, e.getClientRects());
      return !1;
    }
    (Fp.prototype.getRootNode = function (e) {
      var t = g(this._fragmentFiber);
      return t === null ? this : b(t).getRootNode(e);
    }),
      (Fp.prototype.compareDocumentPosition = function (e) {
        var t = g(this._fragmentFiber);
        if (t === null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        var n = [];
        h(this._fragmentFiber.child, !1, Hp, n, void 0, void 0);
        var r = b(t);
        if (n.length === 0) {
          if (((n = r), _(this._fragmentFiber))) {
            a: {
              for (t = this._fragmentFiber.return; t !== null; ) {
                if (t.tag === 4) {
                  t = t.stateNode.containerInfo;
                  break a;
                }
                if (t.tag === 3 || t.tag === 5 || t.tag === 27) break;
                t = t.return;
              }
              t = null;
            }
            t != null && (n = t);
          }
          t = this._fragmentFiber;
          var i = (r = n.compareDocumentPosition(e));
          return (
            n === e
              ? (i = Node.DOCUMENT_POSITION_CONTAINS)
              : r & Node.DOCUMENT_POSITION_CONTAINED_BY &&
                ((n = v(t)[1]),
                n === null
                  ? (i = Node.DOCUMENT_POSITION_PRECEDING)
                  : ((e = b(n).compareDocumentPosition(e)),
                    (i =
                      e === 0 || e & Node.DOCUMENT_POSITION_FOLLOWING
                        ? Node.DOCUMENT_POSITION_FOLLOWING
                        : Node.DOCUMENT_POSITION_PRECEDING))),
            (i |= Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC)
          );
        }
        (t = b(n[0])), (i = b(n[n.length - 1]));
        var a = _(this._fragmentFiber) ? t.parentElement : r;
        if (a == null) return Node.DOCUMENT_POSITION_DISCONNECTED;
        (r = a.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_CONTAINED_BY),
          (a = a.compareDocumentPosition(i) & Node.DOCUMENT_POSITION_CONTAINED_BY);
        var o = t.compareDocumentPosition(e),
          s = i.compareDocumentPosition(e),
          c = o & Node.DOCUMENT_POSITION_CONTAINED_BY || s & Node.DOCUMENT_POSITION_CONTAINED_BY;
        return (
          (s = r && a && o & Node.DOCUMENT_POSITION_FOLLOWING && s & Node.DOCUMENT_POSITION_PRECEDING),
          (t =
            (r && t === e) || (a && i === e) || c || s
              ? Node.DOCUMENT_POSITION_CONTAINED_BY
              : (!r && t === e) || (!a && i === e)
                ? Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
                : o),
          t & Node.DOCUMENT_POSITION_DISCONNECTED ||
          t & Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC ||
          Xp(t, this._fragmentFiber, n[0], n[n.length - 1], e)
            ? t
            : Node.DOCUMENT_POSITION_IMPLEMENTATION_SPECIFIC
        );
      });
    function Xp(e, t, n, r, i) {
      var a = Gt(i);
      if (e & Node.DOCUMENT_POSITION_CONTAINED_BY) {
        if ((n = !!a))
          a: {
            for (; a !== null; ) {
              if (a.tag === 7 && (a === t || a.alternate === t)) {
                n = !0;
                break a;
              }
              a = a.return;
            }
            n = !1;
          }
        return n;
      }
      if (e & Node.DOCUMENT_POSITION_CONTAINS) {
        if (a === null) return ((a = i.ownerDocument), i === a || i === a.documentElement || i === a.body);
        a: {
          for (a = t, t = g(t); a !== null; ) {
            if (!((a.tag !== 5 && a.tag !== 3 && a.tag !== 27) || (a !== t && a.alternate !== t))) {
              a = !0;
              break a;
            }
            a = a.return;
          }
          a = !1;
        }
        return a;
      }
      return e & Node.DOCUMENT_POSITION_PRECEDING
        ? ((t = !!a) &&
            !(t = a === n) &&
            ((t = ie(n, a, x)), t === null ? (t = !1) : (h(t, !0, ne, a, n), (a = ee), (ee = null), (t = a !== null))),
          t)
        : e & Node.DOCUMENT_POSITION_FOLLOWING
          ? ((t = !!a) &&
              !(t = a === r) &&
              ((t = ie(r, a, x)), t === null ? (t = !1) : (h(t, !0, re, a, r), (a = ee), (te = ee = null), (t = a !== null))),
            t)
          : !1;
    }
    function Zp(e, t) {
      var n = e.ownerDocument.createRange();
      n.selectNodeContents(e),
        (e = n.getBoundingClientRect()),
        window.scrollTo(window.scrollX + e.left, t ? window.scrollY + e.top : window.scrollY + e.bottom - window.innerHeight);
    }
    Fp.prototype.scrollIntoView = function (e) {
      if (typeof e == `object`) throw Error(i(566));
      var t = [];
      h(this._fragmentFiber.child, !1, Hp, t, void 0, void 0);
      var n = !1 !== e;
      if (t.length === 0) {
        var r = v(this._fragmentFiber);
        if (((r = n ? r[1] || r[0] || g(this._fragmentFiber) : r[0] || r[1]), r === null)) return;
        if (r.tag === 6) {
          (e = b(r)), Zp(e, n);
          return;
        }
        if (((r = b(r)), r.nodeType !== 9)) {
          if (r.nodeType === 11) {
            (n = `host` in r ? r.host : null), n !== null && n.scrollIntoView(e);
            return;
          }
          r.scrollIntoView(e);
        }
      }
      for (r = n ? t.length - 1 : 0; r !== (n ? -1 : t.length); ) {
        var a = t[r];
        a.tag === 6 ? ((a = b(a)), Zp(a, n)) : b(a).scrollIntoView(e), (r += n ? -1 : 1);
      }
    };
    function Qp(e, t) {
      return ((e = b(e)), $p(e, t), !1);
    }
    function $p(e, t) {
      (e.reactFragments ??= new Set()), e.reactFragments.add(t);
    }
    function em(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.addEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            for (var r = 0, i = 0; i < Kp.length; i++) {
              var a = Kp[i];
              (a.fragmentInstance !== t || a.observer !== n || a.instance !== e) && (Kp[r++] = a);
            }
            (Kp.length = r), n.observe(e);
          }),
        $p(e, t));
    }
    function tm(e, t) {
      var n = t._eventListeners;
      if (n !== null)
        for (var r = 0; r < n.length; r++) {
          var i = n[r];
          e.removeEventListener(i.type, i.attachedListener, Rp(i.optionsOrUseCapture));
        }
      e.nodeType !== 3 &&
        ((n = t._observers),
        n !== null &&
          n.forEach((n) => {
            typeof n.rootMargin == `string` ? Jp(t, n, e) : n.unobserve(e);
          }),
        e.reactFragments != null && e.reactFragments.delete(t));
    }
    function nm(e) {
      var t = e.firstChild;
      for (t && t.nodeType === 10 && (t = t.nextSibling); t; ) {
        var n = t;
        switch (((t = t.nextSibling), n.nodeName)) {
          case `HTML`:
          case `HEAD`:
          case `BODY`:
            nm(n), Wt(n);
            continue;
          case `SCRIPT`:
          case `STYLE`:
            continue;
          case `LINK`:
            if (n.rel.toLowerCase() === `stylesheet`) continue;
        }
        e.removeChild(n);
      }
    }
    function rm(e, t, n, r) {
      for (; e.nodeType === 1; ) {
        var i = n;
        if (e.nodeName.toLowerCase() !== t.toLowerCase()) {
          if (!r && (e.nodeName !== `INPUT` || e.type !== `hidden`)) break;
        } else if (!r) {
          if (t === `input` && e.type === `hidden`) {
            var a = i.name == null ? null : `` + i.name;
            if (i.type === `hidden` && e.getAttribute(`name`) === a) return e;
          } else return e;
        } else if (!e[Ht])
          switch (t) {
            case `meta`:
              if (!e.hasAttribute(`itemprop`)) break;
              return e;
            case `link`:
              if (
                ((a = e.getAttribute(`rel`)),
                (a === `stylesheet` && e.hasAttribute(`data-precedence`)) ||
                  a !== i.rel ||
                  e.getAttribute(`href`) !== (i.href == null || i.href === `` ? null : i.href) ||
                  e.getAttribute(`crossorigin`) !== (i.crossOrigin == null ? null : i.crossOrigin) ||
                  e.getAttribute(`title`) !== (i.title == null ? null : i.title))
              )
                break;
              return e;
            case `style`:
              if (e.hasAttribute(`data-precedence`)) break;
              return e;
            case `script`:
              if (
                ((a = e.getAttribute(`src`)),
                (a !== (i.src == null ? null : i.src) ||
                  e.getAttribute(`type`) !== (i.type == null ? null : i.type) ||
                  e.getAttribute(`crossorigin`) !== (i.crossOrigin == null ? null : i.crossOrigin)) &&
                  a &&
                  e.hasAttribute(`async`) &&
                  !e.hasAttribute(`itemprop`))
              )
                break;
              return e;
            default:
              return e;
          }
        if (((e = lm(e.nextSibling)), e === null)) break;
      }
      return null;
    }
    function im(e, t, n) {
      if (t === ``) return null;
      for (; e.nodeType !== 3; )
        if (((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !n) || ((e = lm(e.nextSibling)), e === null))
          return null;
      return e;
    }
    function am(e, t) {
      for (; e.nodeType !== 8; )
        if (((e.nodeType !== 1 || e.nodeName !== `INPUT` || e.type !== `hidden`) && !t) || ((e = lm(e.nextSibling)), e === null))
          return null;
      return e;
    }
    function om(e) {
      return e.data === `$?` || e.data === `$~`;
    }
    function sm(e) {
      return e.data === `$!` || (e.data === `$?` && e.ownerDocument.readyState !== `loading`);
    }
    function cm(e, t) {
      var n = e.ownerDocument;
      if (e.data === `$~`) e._reactRetry = t;
      else if (e.data !== `$?` || n.readyState !== `loading`) t();
      else {
        var r = () => {
          t(), n.removeEventListener(`DOMContentLoaded`, r);
        };
        n.addEventListener(`DOMContentLoaded`, r), (e._reactRetry = r);
      }
    }
    function lm(e) {
      for (; e != null; e = e.nextSibling) {
        var t = e.nodeType;
        if (t === 1 || t === 3) break;
        if (t === 8) {
          if (((t = e.data), t === `$` || t === `$!` || t === `$?` || t === `$~` || t === `&` || t === `F!` || t === `F`)) break;
          if (t === `/$` || t === `/&`) return null;
        }
      }
      return e;
    }
    var um = null;
    function dm(e) {
      e = e.nextSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `/$` || n === `/&`) {
            if (t === 0) return lm(e.nextSibling);
            t--;
          } else (n !== `$` && n !== `$!` && n !== `$?` && n !== `$~` && n !== `&`) || t++;
        }
        e = e.nextSibling;
      }
      return null;
    }
    function fm(e) {
      e = e.previousSibling;
      for (var t = 0; e; ) {
        if (e.nodeType === 8) {
          var n = e.data;
          if (n === `$` || n === `$!` || n === `$?` || n === `$~` || n === `&`) {
            if (t === 0) return e;
            t--;
          } else (n !== `/$` && n !== `/&`) || t++;
        }
        e = e.previousSibling;
      }
      return null;
    }
    function pm(e, t) {
      function n() {
        r = !0;
      }
      if (e.ownerDocument.activeElement === e) return !0;
      var r = !1;
      try {
        e.ownerDocument.addEventListener(`focus`, n, !0), (e.focus || HTMLElement.prototype.focus).call(e, t);
      } finally {
        e.ownerDocument.removeEventListener(`focus`, n, !0);
      }
      return r;
    }
    function mm(e) {
      yp(() => {
        yp((t) => e(t));
      });
    }
    function hm(e, t, n) {
      switch (((t = lp(n)), e)) {
        case `html`:
          if (((e = t.documentElement), !e)) throw Error(i(452));
          return e;
        case `head`:
          if (((e = t.head), !e)) throw Error(i(453));
          return e;
        case `body`:
          if (((e = t.body), !e)) throw Error(i(454));
          return e;
        default:
          throw Error(i(451));
      }
    }
    function gm(e, t, n) {
      for (var r in n) {
        var i = n[r];
        Object.hasOwn(n, r) && i != null && $(e, t, r, null, rp, i);
      }
      n.dangerouslySetInnerHTML != null && (e.textContent = ``), e.onclick === kn && (e.onclick = null), Wt(e);
    }
    function _m(e) {
      for (var t = e.attributes; t.length; ) e.removeAttributeNode(t[0]);
      Wt(e);
    }
    var vm = new Map(),
      ym = new Set();
    function bm(e) {
      if (typeof e.getRootNode == `function`) {
        var t = e.getRootNode();
        if (t.nodeType === 9 || t.nodeType === 11) return t;
      }
      return e.nodeType === 9 ? e : e.ownerDocument;
    }
    var xm = w.d;
    w.d = { f: Sm, r: Cm, D: Em, C: Dm, L: Om, m: km, X: jm, S: Am, M: Mm };
    function Sm() {
      var e = xm.f(),
        t = zd();
      return e || t;
    }
    function Cm(e) {
      var t = Kt(e);
      t !== null && t.tag === 5 && t.type === `form` ? ac(t) : xm.r(e);
    }
    var wm = typeof document > `u` ? null : document;
    function Tm(e, t, n) {
      var r = wm;
      if (r && typeof t == `string` && t) {
        var i = mn(t);
        (i = `link[rel="` + e + `"][href="` + i + `"]`),
          typeof n == `string` && (i += `[crossorigin="` + n + `"]`),
          ym.has(i) ||
            (ym.add(i),
            (e = { rel: e, crossOrigin: n, href: t }),
            r.querySelector(i) === null && ((t = r.createElement(`link`)), np(t, `link`, e), E(t), r.head.appendChild(t)));
      }
    }
    function Em(e) {
      xm.D(e), Tm(`dns-prefetch`, e, null);
    }
    function Dm(e, t) {
      xm.C(e, t), Tm(`preconnect`, e, t);
    }
    function Om(e, t, n) {
      xm.L(e, t, n);
      var r = wm;
      if (r && e && t) {
        var i = `link[rel="preload"][as="` + mn(t) + `"]`;
        t === `image` && n && n.imageSrcSet
          ? ((i += `[imagesrcset="` + mn(n.imageSrcSet) + `"]`),
            typeof n.imageSizes == `string` && (i += `[imagesizes="` + mn(n.imageSizes) + `"]`))
          : (i += `[href="` + mn(e) + `"]`);
        var a = i;
        switch (t) {
          case `style`:
            a = Pm(e);
            break;
          case `script`:
            a = Rm(e);
        }
        if (
          !(
            vm.has(a) ||
            ((e = S({ rel: `preload`, href: t === `image` && n && n.imageSrcSet ? void 0 : e, as: t }, n)),
            vm.set(a, e),
            r.querySelector(i) !== null ||
              (t === `style` && r.querySelector(Fm(a))) ||
              (t === `script` && r.querySelector(zm(a))))
          )
        ) {
          var o = r.createElement(`link`);
          np(o, `link`, e),
            t === `style` &&
              ((o[Ut] = !0),
              (o.onload = o.onerror =
                () => {
                  Yt(o);
                })),
            E(o),
            r.head.appendChild(o);
        }
      }
    }
    function km(e, t) {
      xm.m(e, t);
      var n = wm;
      if (n && e) {
        var r = t && typeof t.as == `string` ? t.as : `script`,
          i = `link[rel="modulepreload"][as="` + mn(r) + `"][href="` + mn(e) + `"]`,
          a = i;
        switch (r) {
          case `audioworklet`:
          case `paintworklet`:
          case `serviceworker`:
          case `sharedworker`:
          case `worker`:
          case `script`:
            a = Rm(e);
        }
        if (!vm.has(a) && ((e = S({ rel: `modulepreload`, href: e }, t)), vm.set(a, e), n.querySelector(i) === null)) {
          switch (r) {
            case `audioworklet`:
            case `paintworklet`:
            case `serviceworker`:
            case `sharedworker`:
            case `worker`:
            case `script`:
              if (n.querySelector(zm(a))) return;
          }
          (r = n.createElement(`link`)), np(r, `link`, e), E(r), n.head.appendChild(r);
        }
      }
    }
    function Am(e, t, n) {
      xm.S(e, t, n);
      var r = wm;
      if (r && e) {
        var i = Jt(r).hoistableStyles,
          a = Pm(e);
        t ||= `default`;
        var o = i.get(a);
        if (!o) {
          var s = { loading: 0, preload: null };
          if ((o = r.querySelector(Fm(a)))) s.loading = 5;
          else {
            (e = S({ rel: `stylesheet`, href: e, 'data-precedence': t }, n)), (n = vm.get(a)) && Hm(e, n);
            var c = (o = r.createElement(`link`));
            E(c),
              np(c, `link`, e),
              (c._p = new Promise((e, t) => {
                (c.onload = e), (c.onerror = t);
              })),
              c.addEventListener(`load`, () => {
                s.loading |= 1;
              }),
              c.addEventListener(`error`, () => {
                s.loading |= 2;
              }),
              (s.loading |= 4),
              Vm(o, t, r);
          }
          (o = { type: `stylesheet`, instance: o, count: 1, state: s }), i.set(a, o);
        }
      }
    }
    function jm(e, t) {
      xm.X(e, t);
      var n = wm;
      if (n && e) {
        var r = Jt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = S({ src: e, async: !0 }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            E(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Mm(e, t) {
      xm.M(e, t);
      var n = wm;
      if (n && e) {
        var r = Jt(n).hoistableScripts,
          i = Rm(e),
          a = r.get(i);
        a ||
          ((a = n.querySelector(zm(i))),
          a ||
            ((e = S({ src: e, async: !0, type: `module` }, t)),
            (t = vm.get(i)) && Um(e, t),
            (a = n.createElement(`script`)),
            E(a),
            np(a, `link`, e),
            n.head.appendChild(a)),
          (a = { type: `script`, instance: a, count: 1, state: null }),
          r.set(i, a));
      }
    }
    function Nm(e, t, n, r) {
      var a = (a = Fe.current) ? bm(a) : null;
      if (!a) throw Error(i(446));
      switch (e) {
        case `meta`:
        case `title`:
          return null;
        case `style`:
          return typeof n.precedence == `string` && typeof n.href == `string`
            ? ((n = Pm(n.href)),
              (t = Jt(a).hoistableStyles),
              (r = t.get(n)),
              r || ((r = { type: `style`, instance: null, count: 0, state: null }), t.set(n, r)),
              r)
            : { type: `void`, instance: null, count: 0, state: null };
        case `link`:
          if (n.rel === `stylesheet` && typeof n.href == `string` && typeof n.precedence == `string`) {
            e = Pm(n.href);
            var o = Jt(a).hoistableStyles,
              s = o.get(e);
            if (
              (s ||
                ((a = a.ownerDocument || a),
                (s = { type: `stylesheet`, instance: null, count: 0, state: { loading: 0, preload: null } }),
                o.set(e, s),
                (o = a.querySelector(Fm(e)))
                  ? o._p || ((s.instance = o), (s.state.loading = 5))
                  : ((o = vm.get(e)),
                    o ||
                      ((o = {
                        rel: `preload`,
                        as: `style`,
                        href: n.href,
                        crossOrigin: n.crossOrigin,
                        integrity: n.integrity,
                        media: n.media,
                        hrefLang: n.hrefLang,
                        referrerPolicy: n.referrerPolicy,
                      }),
                      vm.set(e, o)),
                    Lm(a, e, o, s.state))),
              t && r === null)
            )
              throw Error(i(528, ``));
            return s;
          }
          if (t && r !== null) throw Error(i(529, ``));
          return null;
        case `script`:
          return (
            (t = n.async),
            (n = n.src),
            typeof n == `string` && t && typeof t != `function` && typeof t != `symbol`
              ? ((n = Rm(n)),
                (t = Jt(a).hoistableScripts),
                (r = t.get(n)),
                r || ((r = { type: `script`, instance: null, count: 0, state: null }), t.set(n, r)),
                r)
              : { type: `void`, instance: null, count: 0, state: null }
          );
        default:
          throw Error(i(444, e));
      }
    }
    function Pm(e) {
      return `href="` + mn(e) + `"`;
    }
    function Fm(e) {
      return `link[rel="stylesheet"][` + e + `]`;
    }
    function Im(e) {
      return S({}, e, { 'data-precedence': e.precedence, precedence: null });
    }
    function Lm(e, t, n, r) {
      if ((t = e.querySelector(`link[rel="preload"][as="style"][` + t + `]`))) {
        if (!0 !== t[Ut]) {
          r.loading = 1;
          return;
        }
      } else
        (t = e.createElement(`link`)),
          (t[Ut] = !0),
          (t.onload = t.onerror = Yt.bind(null, t)),
          np(t, `link`, n),
          E(t),
          e.head.appendChild(t);
      (r.preload = t), t.addEventListener(`load`, () => (r.loading |= 1)), t.addEventListener(`error`, () => (r.loading |= 2));
    }
    function Rm(e) {
      return `[src="` + mn(e) + `"]`;
    }
    function zm(e) {
      return `script[async]` + e;
    }
    function Bm(e, t, n) {
      if ((t.count++, t.instance === null))
        switch (t.type) {
          case `style`:
            var r = e.querySelector(`style[data-href~="` + mn(n.href) + `"]`);
            if (r) return ((t.instance = r), E(r), r);
            var a = S({}, n, { 'data-href': n.href, 'data-precedence': n.precedence, href: null, precedence: null });
            return (
              (r = (e.ownerDocument || e).createElement(`style`)),
              E(r),
              np(r, `style`, a),
              Vm(r, n.precedence, e),
              (t.instance = r)
            );
          case `stylesheet`:
            a = Pm(n.href);
            var o = e.querySelector(Fm(a));
            if (o) return ((t.state.loading |= 4), (t.instance = o), E(o), o);
            (r = Im(n)), (a = vm.get(a)) && Hm(r, a), (o = (e.ownerDocument || e).createElement(`link`)), E(o);
            var s = o;
            return (
              (s._p = new Promise((e, t) => {
                (s.onload = e), (s.onerror = t);
              })),
              np(o, `link`, r),
              (t.state.loading |= 4),
              Vm(o, n.precedence, e),
              (t.instance = o)
            );
          case `script`:
            return (
              (o = Rm(n.src)),
              (a = e.querySelector(zm(o)))
                ? ((t.instance = a), E(a), a)
                : ((r = n),
                  (a = vm.get(o)) && ((r = S({}, n)), Um(r, a)),
                  (e = e.ownerDocument || e),
                  (a = e.createElement(`script`)),
                  E(a),
                  np(a, `link`, r),
                  e.head.appendChild(a),
                  (t.instance = a))
            );
          case `void`:
            return null;
          default:
            throw Error(i(443, t.type));
        }
      else
        t.type === `stylesheet` && !(t.state.loading & 4) && ((r = t.instance), (t.state.loading |= 4), Vm(r, n.precedence, e));
      return t.instance;
    }
    function Vm(e, t, n) {
      for (
        var r = n.querySelectorAll(`link[rel="stylesheet"][data-precedence],style[data-precedence]`),
          i = r.length ? r[r.length - 1] : null,
          a = i,
          o = 0;
        o < r.length;
        o++
      ) {
        var s = r[o];
        if (s.dataset.precedence === t) a = s;
        else if (a !== i) break;
      }
      a ? a.parentNode.insertBefore(e, a.nextSibling) : ((t = n.nodeType === 9 ? n.head : n), t.insertBefore(e, t.firstChild));
    }
    function Hm(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.title ??= t.title);
    }
    function Um(e, t) {
      (e.crossOrigin ??= t.crossOrigin), (e.referrerPolicy ??= t.referrerPolicy), (e.integrity ??= t.integrity);
    }
    var Wm = null;
    function Gm(e, t, n) {
      if (Wm === null) {
        var r = new Map(),
          i = (Wm = new Map());
        i.set(n, r);
      } else (i = Wm), (r = i.get(n)), r || ((r = new Map()), i.set(n, r));
      if (r.has(e)) return r;
      for (r.set(e, null), n = n.getElementsByTagName(e), i = 0; i < n.length; i++) {
        var a = n[i];
        if (
          !(a[Ht] || a[Ft] || (e === `link` && a.getAttribute(`rel`) === `stylesheet`)) &&
          a.namespaceURI !== `http://www.w3.org/2000/svg`
        ) {
          var o = a.getAttribute(t) || ``;
          o = e + o;
          var s = r.get(o);
          s ? s.push(a) : r.set(o, [a]);
        }
      }
      return r;
    }
    function Km(e, t, n) {
      (e = e.ownerDocument || e), e.head.insertBefore(n, t === `title` ? e.querySelector(`head > title`) : null);
    }
    function qm(e, t, n) {
      if (n === 1 || t.itemProp != null) return !1;
      switch (e) {
        case `meta`:
        case `title`:
          return !0;
        case `style`:
          if (typeof t.precedence != `string` || typeof t.href != `string` || t.href === ``) break;
          return !0;
        case `link`:
          if (typeof t.rel != `string` || typeof t.href != `string` || t.href === `` || t.onLoad || t.onError) break;
          switch (t.rel) {
            case `stylesheet`:
              return ((e = t.disabled), typeof t.precedence == `string` && e == null);
            default:
              return !0;
          }
        case `script`:
          if (
            t.async &&
            typeof t.async != `function` &&
            typeof t.async != `symbol` &&
            !t.onLoad &&
            !t.onError &&
            t.src &&
            typeof t.src == `string`
          )
            return !0;
      }
      return !1;
    }
    function Jm(e, t) {
      return e === `img` && t.src != null && t.src !== `` && t.onLoad == null && t.loading !== `lazy`;
    }
    function Ym(e) {
      return !(e.type === `stylesheet` && !(e.state.loading & 3));
    }
    function Xm(e) {
      return (e.width || 100) * (e.height || 100) * (typeof devicePixelRatio == `number` ? devicePixelRatio : 1) * 0.25;
    }
    function Zm(e, t) {
      typeof t.decode == `function` &&
        (e.imgCount++, t.complete || ((e.imgBytes += Xm(t)), e.suspenseyImages.push(t)), (e = rh.bind(e)), t.decode().then(e, e));
    }
    function Qm(e, t, n, r) {
      if (
        n.type === `stylesheet` &&
        (typeof r.media != `string` || !1 !== matchMedia(r.media).matches) &&
        !(n.state.loading & 4)
      ) {
        if (n.instance === null) {
          var i = Pm(r.href),
            a = t.querySelector(Fm(i));
          if (a) {
            (t = a._p),
              typeof t == `object` && t && typeof t.then == `function` && (e.count++, (e = nh.bind(e)), t.then(e, e)),
              (n.state.loading |= 4),
              (n.instance = a),
              E(a);
            return;
          }
          (a = t.ownerDocument || t), (r = Im(r)), (i = vm.get(i)) && Hm(r, i), (a = a.createElement(`link`)), E(a);
          var o = a;
          (o._p = new Promise((e, t) => {
            (o.onload = e), (o.onerror = t);
          })),
            np(a, `link`, r),
            (n.instance = a);
        }
        e.stylesheets === null && (e.stylesheets = new Map()),
          e.stylesheets.set(n, t),
          (t = n.state.preload) &&
            !(n.state.loading & 3) &&
            (e.count++, (n = nh.bind(e)), t.addEventListener(`load`, n), t.addEventListener(`error`, n));
      }
    }
    var $m = 0;
    function eh(e, t) {
      return (
        e.stylesheets && e.count === 0 && ah(e, e.stylesheets),
        0 < e.count || 0 < e.imgCount
          ? (n) => {
              var r = setTimeout(() => {
                if ((e.stylesheets && ah(e, e.stylesheets), e.unsuspend)) {
                  var t = e.unsuspend;
                  (e.unsuspend = null), t();
                }
              }, 6e4 + t);
              0 < e.imgBytes && $m === 0 && ($m = 62500 * op());
              var i = setTimeout(
                () => {
                  if (((e.waitingForImages = !1), e.count === 0 && (e.stylesheets && ah(e, e.stylesheets), e.unsuspend))) {
                    var t = e.unsuspend;
                    (e.unsuspend = null), t();
                  }
                },
                (e.imgBytes > $m ? 50 : 800) + t,
              );
              return (
                (e.unsuspend = n),
                () => {
                  (e.unsuspend = null), clearTimeout(r), clearTimeout(i);
                }
              );
            }
          : null
      );
    }
    function th(e) {
      if (e.count === 0 && (e.imgCount === 0 || !e.waitingForImages)) {
        if (e.stylesheets) ah(e, e.stylesheets);
        else if (e.unsuspend) {
          var t = e.unsuspend;
          (e.unsuspend = null), t();
        }
      }
    }
    function nh() {
      this.count--, th(this);
    }
    function rh() {
      this.imgCount--, th(this);
    }
    var ih = null;
    function ah(e, t) {
      (e.stylesheets = null), e.unsuspend !== null && (e.count++, (ih = new Map()), t.forEach(oh, e), (ih = null), nh.call(e));
    }
    function oh(e, t) {
      if (!(t.state.loading & 4)) {
        var n = ih.get(e);
        if (n) var r = n.get(null);
        else {
          (n = new Map()), ih.set(e, n);
          for (var i = e.querySelectorAll(`link[data-precedence],style[data-precedence]`), a = 0; a < i.length; a++) {
            var o = i[a];
            (o.nodeName === `LINK` || o.getAttribute(`media`) !== `not all`) && (n.set(o.dataset.precedence, o), (r = o));
          }
          r && n.set(null, r);
        }
        (i = t.instance),
          (o = i.getAttribute(`data-precedence`)),
          (a = n.get(o) || r),
          a === r && n.set(null, i),
          n.set(o, i),
          this.count++,
          (r = nh.bind(this)),
          i.addEventListener(`load`, r),
          i.addEventListener(`error`, r),
          a
            ? a.parentNode.insertBefore(i, a.nextSibling)
            : ((e = e.nodeType === 9 ? e.head : e), e.insertBefore(i, e.firstChild)),
          (t.state.loading |= 4);
      }
    }
    var sh = { $$typeof: fe, Provider: null, Consumer: null, _currentValue: Oe, _currentValue2: Oe, _threadCount: 0 };
    function ch(e, t, n, r, i, a, o, s, c) {
      (this.tag = 1),
        (this.containerInfo = e),
        (this.pingCache = this.current = this.pendingChildren = null),
        (this.timeoutHandle = -1),
        (this.callbackNode = this.next = this.pendingContext = this.context = this.cancelPendingCommit = null),
        (this.callbackPriority = 0),
        (this.expirationTimes = wt(-1)),
        (this.entangledLanes =
          this.shellSuspendCounter =
          this.errorRecoveryDisabledLanes =
          this.expiredLanes =
          this.warmLanes =
          this.pingedLanes =
          this.suspendedLanes =
          this.pendingLanes =
            0),
        (this.entanglements = wt(0)),
        (this.hiddenUpdates = wt(null)),
        (this.identifierPrefix = r),
        (this.onUncaughtError = i),
        (this.onCaughtError = a),
        (this.onRecoverableError = o),
        (this.pooledCache = null),
        (this.pooledCacheLanes = 0),
        (this.formState = c),
        (this.transitionTypes = null),
        (this.incompleteTransitions = new Map());
    }
    function lh(e, t, n, r, i, a, o, s, c, l, u, d) {
      return (
        (e = new ch(e, t, n, o, c, l, u, d, s)),
        (t = 1),
        !0 === a && (t |= 24),
        (a = zi(3, null, null, t)),
        (e.current = a),
        (a.stateNode = e),
        (t = La()),
        t.refCount++,
        (e.pooledCache = t),
        t.refCount++,
        (a.memoizedState = { element: r, isDehydrated: n, cache: t }),
        bo(a),
        e
      );
    }
    function uh(e) {
      return e ? ((e = Li), e) : Li;
    }
    function dh(e, t, n, r, i, a) {
      (i = uh(i)),
        r.context === null ? (r.context = i) : (r.pendingContext = i),
        (r = So(t)),
        (r.payload = { element: n }),
        (a = a === void 0 ? null : a),
        a !== null && (r.callback = a),
        (n = Co(e, r, t)),
        n !== null && (Pd(n, e, t), wo(n, e, t));
    }
    function fh(e, t) {
      if (((e = e.memoizedState), e !== null && e.dehydrated !== null)) {
        var n = e.retryLane;
        e.retryLane = n !== 0 && n < t ? n : t;
      }
    }
    function ph(e, t) {
      fh(e, t), (e = e.alternate) && fh(e, t);
    }
    function mh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = Pi(e, 67108864);
        t !== null && Pd(t, e, 67108864), ph(e, 67108864);
      }
    }
    function hh(e) {
      if (e.tag === 13 || e.tag === 31) {
        var t = jd();
        t = At(t);
        var n = Pi(e, t);
        n !== null && Pd(n, e, t), ph(e, t);
      }
    }
    var gh = !0;
    function _h(e, t, n, r) {
      var i = C.T;
      C.T = null;
      var a = w.p;
      try {
        (w.p = 2), yh(e, t, n, r);
      } finally {
        (w.p = a), (C.T = i);
      }
    }
    function vh(e, t, n, r) {
      var i = C.T;
      C.T = null;
      var a = w.p;
      try {
        (w.p = 8), yh(e, t, n, r);
      } finally {
        (w.p = a), (C.T = i);
      }
    }
    function yh(e, t, n, r) {
      if (gh) {
        var i = bh(r);
        if (i === null) Kf(e, t, r, xh, n), Mh(e, r);
        else if (Ph(i, e, t, n, r)) r.stopPropagation();
        else if ((Mh(e, r), t & 4 && -1 < jh.indexOf(e))) {
          for (; i !== null; ) {
            var a = Kt(i);
            if (a !== null)
              switch (a.tag) {
                case 3:
                  if (((a = a.stateNode), a.current.memoizedState.isDehydrated)) {
                    var o = vt(a.pendingLanes);
                    if (o !== 0) {
                      var s = a;
                      for (s.pendingLanes |= 2, s.entangledLanes |= 2; o; ) {
                        var c = 1 << (31 - dt(o));
                        (s.entanglements[1] |= c), (o &= ~c);
                      }
                      Ef(a), !(W & 6) && ((_d = $e() + 500), Df(0, !1));
                    }
                  }
                  break;
                case 31:
                case 13:
                  (s = Pi(a, 2)), s !== null && Pd(s, a, 2), zd(), ph(a, 2);
              }
            if (((a = bh(r)), a === null && Kf(e, t, r, xh, n), a === i)) break;
            i = a;
          }
          i !== null && r.stopPropagation();
        } else Kf(e, t, r, null, n);
      }
    }
    function bh(e) {
      return ((e = jn(e)), Sh(e));
    }
    var xh = null;
    function Sh(e) {
      if (((xh = null), (e = Gt(e)), e !== null)) {
        var t = o(e);
        if (t === null) e = null;
        else {
          var n = t.tag;
          if (n === 13) {
            if (((e = s(t)), e !== null)) return e;
            e = null;
          } else if (n === 31) {
            if (((e = c(t)), e !== null)) return e;
            e = null;
          } else if (n === 3) {
            if (t.stateNode.current.memoizedState.isDehydrated) return t.tag === 3 ? t.stateNode.containerInfo : null;
            e = null;
          } else t !== e && (e = null);
        }
      }
      return ((xh = e), null);
    }
    function Ch(e) {
      switch (e) {
        case `beforetoggle`:
        case `cancel`:
        case `click`:
        case `close`:
        case `contextmenu`:
        case `copy`:
        case `cut`:
        case `auxclick`:
        case `dblclick`:
        case `dragend`:
        case `dragstart`:
        case `drop`:
        case `focusin`:
        case `focusout`:
        case `input`:
        case `invalid`:
        case `keydown`:
        case `keypress`:
        case `keyup`:
        case `mousedown`:
        case `mouseup`:
        case `paste`:
        case `pause`:
        case `play`:
        case `pointercancel`:
        case `pointerdown`:
        case `pointerup`:
        case `ratechange`:
        case `reset`:
        case `seeked`:
        case `submit`:
        case `toggle`:
        case `touchcancel`:
        case `touchend`:
        case `touchstart`:
        case `volumechange`:
        case `change`:
        case `selectionchange`:
        case `textInput`:
        case `compositionstart`:
        case `compositionend`:
        case `compositionupdate`:
        case `beforeblur`:
        case `afterblur`:
        case `beforeinput`:
        case `blur`:
        case `fullscreenchange`:
        case `fullscreenerror`:
        case `focus`:
        case `hashchange`:
        case `popstate`:
        case `select`:
        case `selectstart`:
          return 2;
        case `drag`:
        case `dragenter`:
        case `dragexit`:
        case `dragleave`:
        case `dragover`:
        case `mousemove`:
        case `mouseout`:
        case `mouseover`:
        case `pointermove`:
        case `pointerout`:
        case `pointerover`:
        case `resize`:
        case `scroll`:
        case `touchmove`:
        case `wheel`:
        case `mouseenter`:
        case `mouseleave`:
        case `pointerenter`:
        case `pointerleave`:
          return 8;
        case `message`:
          switch (et()) {
            case tt:
              return 2;
            case nt:
              return 8;
            case rt:
            case it:
              return 32;
            case at:
              return 268435456;
            default:
              return 32;
          }
        default:
          return 32;
      }
    }
    var wh = !1,
      Th = null,
      Eh = null,
      Dh = null,
      Oh = new Map(),
      kh = new Map(),
      Ah = [],
      jh =
        `mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset`.split(
          ` `,
        );
    function Mh(e, t) {
      switch (e) {
        case `focusin`:
        case `focusout`:
          Th = null;
          break;
        case `dragenter`:
        case `dragleave`:
          Eh = null;
          break;
        case `mouseover`:
        case `mouseout`:
          Dh = null;
          break;
        case `pointerover`:
        case `pointerout`:
          Oh.delete(t.pointerId);
          break;
        case `gotpointercapture`:
        case `lostpointercapture`:
          kh.delete(t.pointerId);
      }
    }
    function Nh(e, t, n, r, i, a) {
      return e === null || e.nativeEvent !== a
        ? ((e = { blockedOn: t, domEventName: n, eventSystemFlags: r, nativeEvent: a, targetContainers: [i] }),
          t !== null && ((t = Kt(t)), t !== null && mh(t)),
          e)
        : ((e.eventSystemFlags |= r), (t = e.targetContainers), i !== null && t.indexOf(i) === -1 && t.push(i), e);
    }
    function Ph(e, t, n, r, i) {
      switch (t) {
        case `focusin`:
          return ((Th = Nh(Th, e, t, n, r, i)), !0);
        case `dragenter`:
          return ((Eh = Nh(Eh, e, t, n, r, i)), !0);
        case `mouseover`:
          return ((Dh = Nh(Dh, e, t, n, r, i)), !0);
        case `pointerover`:
          var a = i.pointerId;
          return (Oh.set(a, Nh(Oh.get(a) || null, e, t, n, r, i)), !0);
        case `gotpointercapture`:
          return ((a = i.pointerId), kh.set(a, Nh(kh.get(a) || null, e, t, n, r, i)), !0);
      }
      return !1;
    }
    function Fh(e) {
      var t = Gt(e.target);
      if (t !== null) {
        var n = o(t);
        if (n !== null) {
          if (((t = n.tag), t === 13)) {
            if (((t = s(n)), t !== null)) {
              (e.blockedOn = t),
                Nt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 31) {
            if (((t = c(n)), t !== null)) {
              (e.blockedOn = t),
                Nt(e.priority, () => {
                  hh(n);
                });
              return;
            }
          } else if (t === 3 && n.stateNode.current.memoizedState.isDehydrated) {
            e.blockedOn = n.tag === 3 ? n.stateNode.containerInfo : null;
            return;
          }
        }
      }
      e.blockedOn = null;
    }
    function Ih(e) {
      if (e.blockedOn !== null) return !1;
      for (var t = e.targetContainers; 0 < t.length; ) {
        var n = bh(e.nativeEvent);
        if (n === null) {
          n = e.nativeEvent;
          var r = new n.constructor(n.type, n);
          (An = r), n.target.dispatchEvent(r), (An = null);
        } else return ((t = Kt(n)), t !== null && mh(t), (e.blockedOn = n), !1);
        t.shift();
      }
      return !0;
    }
    function Lh(e, t, n) {
      Ih(e) && n.delete(t);
    }
    function Rh() {
      (wh = !1),
        Th !== null && Ih(Th) && (Th = null),
        Eh !== null && Ih(Eh) && (Eh = null),
        Dh !== null && Ih(Dh) && (Dh = null),
        Oh.forEach(Lh),
        kh.forEach(Lh);
    }
    function zh(e, n) {
      e.blockedOn === n && ((e.blockedOn = null), wh || ((wh = !0), t.unstable_scheduleCallback(t.unstable_NormalPriority, Rh)));
    }
    var Bh = null;
    function Vh(e) {
      Bh !== e &&
        ((Bh = e),
        t.unstable_scheduleCallback(t.unstable_NormalPriority, () => {
          Bh === e && (Bh = null);
          for (var t = 0; t < e.length; t += 3) {
            var n = e[t],
              r = e[t + 1],
              i = e[t + 2];
            if (typeof r != `function`) {
              if (Sh(r || n) === null) continue;
              break;
            }
            var a = Kt(n);
            a !== null && (e.splice(t, 3), (t -= 3), rc(a, { pending: !0, data: i, method: n.method, action: r }, r, i));
          }
        }));
    }
    function Hh(e) {
      function t(t) {
        return zh(t, e);
      }
      Th !== null && zh(Th, e), Eh !== null && zh(Eh, e), Dh !== null && zh(Dh, e), Oh.forEach(t), kh.forEach(t);
      for (var n = 0; n < Ah.length; n++) {
        var r = Ah[n];
        r.blockedOn === e && (r.blockedOn = null);
      }
      for (; 0 < Ah.length && ((n = Ah[0]), n.blockedOn === null); ) Fh(n), n.blockedOn === null && Ah.shift();
      if (((n = (e.ownerDocument || e).$$reactFormReplay), n != null))
        for (r = 0; r < n.length; r += 3) {
          var i = n[r],
            a = n[r + 1],
            o = i[It] || null;
          if (typeof a == `function`) o || Vh(n);
          else if (o) {
            var s = null;
            if (a && a.hasAttribute(`formAction`)) {
              if (((i = a), (o = a[It] || null))) s = o.formAction;
              else if (Sh(i) !== null) continue;
            } else s = o.action;
            typeof s == `function` ? (n[r + 1] = s) : (n.splice(r, 3), (r -= 3)), Vh(n);
          }
        }
    }
    function Uh() {
      function e(e) {
        e.canIntercept &&
          e.info === `react-transition` &&
          e.intercept({ handler: () => new Promise((e) => (i = e)), focusReset: `manual`, scroll: `manual` });
      }
      function t() {
        i !== null && (i(), (i = null)), r || setTimeout(n, 20);
      }
      function n() {
        if (!r && !navigation.transition) {
          var e = navigation.currentEntry;
          e && e.url != null && navigation.navigate(e.url, { state: e.getState(), info: `react-transition`, history: `replace` });
        }
      }
      if (typeof navigation == `object`) {
        var r = !1,
          i = null;
        return (
          navigation.addEventListener(`navigate`, e),
          navigation.addEventListener(`navigatesuccess`, t),
          navigation.addEventListener(`navigateerror`, t),
          setTimeout(n, 100),
          () => {
            (r = !0),
              navigation.removeEventListener(`navigate`, e),
              navigation.removeEventListener(`navigatesuccess`, t),
              navigation.removeEventListener(`navigateerror`, t),
              i !== null && (i(), (i = null));
          }
        );
      }
    }
    function Wh(e) {
      this._internalRoot = e;
    }
    (Gh.prototype.render = Wh.prototype.render =
      function (e) {
        var t = this._internalRoot;
        if (t === null) throw Error(i(409));
        var n = t.current;
        dh(n, jd(), e, t, null, null);
      }),
      (Gh.prototype.unmount = Wh.prototype.unmount =
        function () {
          var e = this._internalRoot;
          if (e !== null) {
            this._internalRoot = null;
            var t = e.containerInfo;
            dh(e.current, 2, null, e, null, null), zd(), (t[Lt] = null);
          }
        });
    function Gh(e) {
      this._internalRoot = e;
    }
    Gh.prototype.unstable_scheduleHydration = (e) => {
      if (e) {
        var t = Mt();
        e = { blockedOn: null, target: e, priority: t };
        for (var n = 0; n < Ah.length && t !== 0 && t < Ah[n].priority; n++);
        Ah.splice(n, 0, e), n === 0 && Fh(e);
      }
    };
    var Kh = n.version;
    if (Kh !== `19.3.1`) throw Error(i(527, Kh, `19.3.1`));
    w.findDOMNode = (e) => {
      var t = e._reactInternals;
      if (t === void 0) throw typeof e.render == `function` ? Error(i(188)) : ((e = Object.keys(e).join(`,`)), Error(i(268, e)));
      return ((e = d(t)), (e = e === null ? null : p(e)), (e = e === null ? null : e.stateNode), e);
    };
    var qh = {
      bundleType: 0,
      version: `19.3.1`,
      rendererPackageName: `react-dom`,
      currentDispatcherRef: C,
      reconcilerVersion: `19.3.1`,
    };
    if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u`) {
      var Jh = __REACT_DEVTOOLS_GLOBAL_HOOK__;
      if (!Jh.isDisabled && Jh.supportsFiber)
        try {
          (ct = Jh.inject(qh)), (lt = Jh);
        } catch {}
    }
    (e.createRoot = (e, t) => {
      if (!a(e)) throw Error(i(299));
      var n = !1,
        r = ``,
        o = Ec,
        s = Dc,
        c = Oc;
      return (
        t != null &&
          (!0 === t.unstable_strictMode && (n = !0),
          t.identifierPrefix !== void 0 && (r = t.identifierPrefix),
          t.onUncaughtError !== void 0 && (o = t.onUncaughtError),
          t.onCaughtError !== void 0 && (s = t.onCaughtError),
          t.onRecoverableError !== void 0 && (c = t.onRecoverableError)),
        (t = lh(e, 1, !1, null, null, n, r, null, o, s, c, Uh)),
        (e[Lt] = t.current),
        Wf(e),
        new Wh(t)
      );
    }),
      (e.hydrateRoot = (e, t, n) => {
        if (!a(e)) throw Error(i(299));
        var r = !1,
          o = ``,
          s = Ec,
          c = Dc,
          l = Oc,
          u = null;
        return (
          n != null &&
            (!0 === n.unstable_strictMode && (r = !0),
            n.identifierPrefix !== void 0 && (o = n.identifierPrefix),
            n.onUncaughtError !== void 0 && (s = n.onUncaughtError),
            n.onCaughtError !== void 0 && (c = n.onCaughtError),
            n.onRecoverableError !== void 0 && (l = n.onRecoverableError),
            n.formState !== void 0 && (u = n.formState)),
          (t = lh(e, 1, !0, t, n ?? null, r, o, u, s, c, l, Uh)),
          (t.context = uh(null)),
          (n = t.current),
          (r = jd()),
          (r = At(r)),
          (o = So(r)),
          (o.callback = null),
          Co(n, o, r),
          (n = r),
          (t.current.lanes = n),
          Tt(t, n),
          Ef(t),
          (e[Lt] = t.current),
          Wf(e),
          new Gh(t)
        );
      });
  }),
  g = o((e, t) => {
    function n() {
      if (typeof __REACT_DEVTOOLS_GLOBAL_HOOK__ < `u` && typeof __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE == `function`)
        try {
          __REACT_DEVTOOLS_GLOBAL_HOOK__.checkDCE(n);
        } catch (e) {
          console.error(e);
        }
    }
    n(), (t.exports = h());
  })();
function _() {
  if (typeof globalThis < `u`) return globalThis;
  if (typeof self < `u`) return self;
  if (typeof window < `u`) return window;
  if (typeof global < `u`) return global;
}
function v() {
  const e = _();
  if (e.__xstate__) return e.__xstate__;
}
var y = (e) => {
    if (typeof window > `u`) return;
    const t = v();
    t && t.register(e);
  },
  b = class {
    constructor(e) {
      (this._process = e), (this._active = !1), (this._current = null), (this._last = null);
    }
    start() {
      (this._active = !0), this.flush();
    }
    clear() {
      this._current && ((this._current.next = null), (this._last = this._current));
    }
    enqueue(e) {
      const t = { value: e, next: null };
      this._current
        ? ((this._last.next = t), (this._last = t))
        : ((this._current = t), (this._last = t), this._active && this.flush());
    }
    flush() {
      for (; this._current; ) {
        const e = this._current;
        this._process(e.value), (this._current = e.next);
      }
      this._last = null;
    }
  },
  ee = ``,
  te = `#`,
  ne = `*`,
  re = `xstate.init`,
  x = `xstate.stop`;
function ie(e, t) {
  return { type: `xstate.after.${e}.${t}` };
}
function S(e, t) {
  return { type: `xstate.done.state.${e}`, output: t };
}
function ae(e, t) {
  return { type: `xstate.done.actor.${e}`, output: t, actorId: e };
}
function oe(e, t) {
  return { type: `xstate.error.actor.${e}`, error: t, actorId: e };
}
function se(e) {
  return { type: re, input: e };
}
function ce(e) {
  setTimeout(() => {
    throw e;
  });
}
var le = (typeof Symbol == `function` && Symbol.observable) || `@@observable`;
function ue(e, t) {
  const n = fe(e),
    r = fe(t);
  return typeof r == `string`
    ? typeof n == `string` && r === n
    : typeof n == `string`
      ? n in r
      : Object.keys(n).every((e) => e in r && ue(n[e], r[e]));
}
function de(e) {
  if (ve(e)) return e;
  let t = [],
    n = ``;
  for (let r = 0; r < e.length; r++) {
    switch (e.charCodeAt(r)) {
      case 92:
        (n += e[r + 1]), r++;
        continue;
      case 46:
        t.push(n), (n = ``);
        continue;
    }
    n += e[r];
  }
  return (t.push(n), t);
}
function fe(e) {
  return Ut(e) ? e.value : typeof e == `string` ? pe(de(e)) : e;
}
function pe(e) {
  if (e.length === 1) return e[0];
  let t = {},
    n = t;
  for (let t = 0; t < e.length - 1; t++)
    if (t === e.length - 2) n[e[t]] = e[t + 1];
    else {
      const r = n;
      (n = {}), (r[e[t]] = n);
    }
  return t;
}
function me(e, t) {
  const n = {},
    r = Object.keys(e);
  for (let i = 0; i < r.length; i++) {
    const a = r[i];
    n[a] = t(e[a], a, e, i);
  }
  return n;
}
function he(e) {
  return ve(e) ? e : [e];
}
function ge(e) {
  return e === void 0 ? [] : he(e);
}
function _e(e, t, n, r) {
  return typeof e == `function` ? e({ context: t, event: n, self: r }) : e;
}
function ve(e) {
  return Array.isArray(e);
}
function ye(e) {
  return e.type.startsWith(`xstate.error.actor`);
}
function be(e) {
  return he(e).map((e) => (e === void 0 || typeof e == `string` ? { target: e } : e));
}
function xe(e) {
  if (e !== void 0 && e !== ee) return ge(e);
}
function Se(e, t, n) {
  const r = typeof e == `object`,
    i = r ? e : void 0;
  return { next: (r ? e.next : e)?.bind(i), error: (r ? e.error : t)?.bind(i), complete: (r ? e.complete : n)?.bind(i) };
}
function Ce(e, t) {
  return `${t}.${e}`;
}
function we(e, t) {
  const n = t.match(/^xstate\.invoke\.(\d+)\.(.*)/);
  if (!n) return e.implementations.actors[t];
  const [, r, i] = n,
    a = e.getStateNodeById(i).config.invoke;
  return (Array.isArray(a) ? a[r] : a).src;
}
function Te(e, t) {
  if (t === e || t === ne) return !0;
  if (!t.endsWith(`.*`)) return !1;
  const n = t.split(`.`),
    r = e.split(`.`);
  for (let e = 0; e < n.length; e++) {
    const t = n[e],
      i = r[e];
    if (t === `*`) return e === n.length - 1;
    if (t !== i) return !1;
  }
  return !0;
}
function Ee(e, t) {
  return `${e.sessionId}.${t}`;
}
var De = 0;
function C(e, t) {
  const n = new Map(),
    r = new Map(),
    i = new WeakMap(),
    a = new Set(),
    o = {},
    { clock: s, logger: c } = t,
    l = {
      schedule: (e, t, n, r, i = Math.random().toString(36).slice(2)) => {
        const a = { source: e, target: t, event: n, delay: r, id: i, startedAt: Date.now() },
          c = Ee(e, i);
        u._snapshot._scheduledEvents[c] = a;
        const l = s.setTimeout(() => {
          delete o[c], delete u._snapshot._scheduledEvents[c], u._relay(e, t, n);
        }, r);
        o[c] = l;
      },
      cancel: (e, t) => {
        const n = Ee(e, t),
          r = o[n];
        delete o[n], delete u._snapshot._scheduledEvents[n], r !== void 0 && s.clearTimeout(r);
      },
      cancelAll: (e) => {
        for (const t in u._snapshot._scheduledEvents) {
          const n = u._snapshot._scheduledEvents[t];
          n.source === e && l.cancel(e, n.id);
        }
      },
    },
    u = {
      _snapshot: { _scheduledEvents: (t?.snapshot && t.snapshot.scheduler) ?? {} },
      _bookId: () => `x:${De++}`,
      _register: (e, t) => (n.set(e, t), e),
      _unregister: (e) => {
        n.delete(e.sessionId);
        const t = i.get(e);
        t !== void 0 && (r.delete(t), i.delete(e));
      },
      get: (e) => r.get(e),
      getAll: () => Object.fromEntries(r.entries()),
      _set: (e, t) => {
        const n = r.get(e);
        if (n && n !== t) throw Error(`Actor with system ID '${e}' already exists.`);
        r.set(e, t), i.set(t, e);
      },
      inspect: (e) => {
        const t = Se(e);
        return (
          a.add(t),
          {
            unsubscribe() {
              a.delete(t);
            },
          }
        );
      },
      _sendInspectionEvent: (t) => {
        if (!a.size) return;
        const n = { ...t, rootId: e.sessionId };
        a.forEach((e) => e.next?.(n));
      },
      _relay: (e, t, n) => {
        u._sendInspectionEvent({ type: `@xstate.event`, sourceRef: e, actorRef: t, event: n }), t._send(n);
      },
      scheduler: l,
      getSnapshot: () => ({ _scheduledEvents: { ...u._snapshot._scheduledEvents } }),
      start: () => {
        const e = u._snapshot._scheduledEvents;
        u._snapshot._scheduledEvents = {};
        for (const t in e) {
          const { source: n, target: r, event: i, delay: a, id: o } = e[t];
          l.schedule(n, r, i, a, o);
        }
      },
      _clock: s,
      _logger: c,
    };
  return u;
}
var w = !1,
  Oe = ((e) => ((e[(e.NotStarted = 0)] = `NotStarted`), (e[(e.Running = 1)] = `Running`), (e[(e.Stopped = 2)] = `Stopped`), e))(
    {},
  ),
  ke = {
    clock: { setTimeout: (e, t) => setTimeout(e, t), clearTimeout: (e) => clearTimeout(e) },
    logger: console.log.bind(console),
    devTools: !1,
  },
  Ae = class {
    constructor(e, t) {
      (this.logic = e),
        (this._snapshot = void 0),
        (this.clock = void 0),
        (this.options = void 0),
        (this.id = void 0),
        (this.mailbox = new b(this._process.bind(this))),
        (this.observers = new Set()),
        (this.eventListeners = new Map()),
        (this.logger = void 0),
        (this._processingStatus = Oe.NotStarted),
        (this._parent = void 0),
        (this._syncSnapshot = void 0),
        (this.ref = void 0),
        (this._actorScope = void 0),
        (this.systemId = void 0),
        (this.sessionId = void 0),
        (this.system = void 0),
        (this._doneEvent = void 0),
        (this.src = void 0),
        (this._deferred = []);
      const n = { ...ke, ...t },
        { clock: r, logger: i, parent: a, syncSnapshot: o, id: s, systemId: c, inspect: l } = n;
      (this.system = a ? a.system : C(this, { clock: r, logger: i })),
        l && !a && this.system.inspect(Se(l)),
        (this.sessionId = this.system._bookId()),
        (this.id = s ?? this.sessionId),
        (this.logger = t?.logger ?? this.system._logger),
        (this.clock = t?.clock ?? this.system._clock),
        (this._parent = a),
        (this._syncSnapshot = o),
        (this.options = n),
        (this.src = n.src ?? e),
        (this.ref = this),
        (this._actorScope = {
          self: this,
          id: this.id,
          sessionId: this.sessionId,
          logger: this.logger,
          defer: (e) => {
            this._deferred.push(e);
          },
          system: this.system,
          stopChild: (e) => {
            if (e._parent !== this) throw Error(`Cannot stop child actor ${e.id} of ${this.id} because it is not a child`);
            e._stop();
          },
          emit: (e) => {
            const t = this.eventListeners.get(e.type),
              n = this.eventListeners.get(`*`);
            if (!t && !n) return;
            const r = [...(t ? t.values() : []), ...(n ? n.values() : [])];
            for (const t of r)
              try {
                t(e);
              } catch (e) {
                ce(e);
              }
          },
          actionExecutor: (e) => {
            const t = () => {
              if (
                (this._actorScope.system._sendInspectionEvent({
                  type: `@xstate.action`,
                  actorRef: this,
                  action: { type: e.type, params: e.params },
                }),
                !e.exec)
              )
                return;
              const t = w;
              try {
                (w = !0), e.exec(e.info, e.params);
              } finally {
                w = t;
              }
            };
            this._processingStatus === Oe.Running ? t() : this._deferred.push(t);
          },
        }),
        (this.send = this.send.bind(this)),
        this.system._sendInspectionEvent({ type: `@xstate.actor`, actorRef: this }),
        c && ((this.systemId = c), this.system._set(c, this)),
        this._initState(t?.snapshot ?? t?.state),
        c && this._snapshot.status !== `active` && this.system._unregister(this);
    }
    _initState(e) {
      try {
        this._snapshot = e
          ? this.logic.restoreSnapshot
            ? this.logic.restoreSnapshot(e, this._actorScope)
            : e
          : this.logic.getInitialSnapshot(this._actorScope, this.options?.input);
      } catch (e) {
        this._snapshot = { status: `error`, output: void 0, error: e };
      }
    }
    update(e, t) {
      this._snapshot = e;
      let n;
      for (; (n = this._deferred.shift()); )
        try {
          n();
        } catch (t) {
          (this._deferred.length = 0), (this._snapshot = { ...e, status: `error`, error: t });
        }
      switch (this._snapshot.status) {
        case `active`:
          for (const t of this.observers)
            try {
              t.next?.(e);
            } catch (e) {
              ce(e);
            }
          break;
        case `done`:
          for (const t of this.observers)
            try {
              t.next?.(e);
            } catch (e) {
              ce(e);
            }
          this._stopProcedure(),
            this._complete(),
            (this._doneEvent = ae(this.id, this._snapshot.output)),
            this._parent && this.system._relay(this, this._parent, this._doneEvent);
          break;
        case `error`:
          this._error(this._snapshot.error);
      }
      this.system._sendInspectionEvent({ type: `@xstate.snapshot`, actorRef: this, event: t, snapshot: e });
    }
    subscribe(e, t, n) {
      const r = Se(e, t, n);
      if (this._processingStatus !== Oe.Stopped) this.observers.add(r);
      else
        switch (this._snapshot.status) {
          case `done`:
            try {
              r.complete?.();
            } catch (e) {
              ce(e);
            }
            break;
          case `error`: {
            const e = this._snapshot.error;
            if (!r.error) ce(e);
            else
              try {
                r.error(e);
              } catch (e) {
                ce(e);
              }
            break;
          }
        }
      return {
        unsubscribe: () => {
          this.observers.delete(r);
        },
      };
    }
    on(e, t) {
      let n = this.eventListeners.get(e);
      n || ((n = new Set()), this.eventListeners.set(e, n));
      const r = t.bind(void 0);
      return (
        n.add(r),
        {
          unsubscribe: () => {
            n.delete(r);
          },
        }
      );
    }
    select(e, t = Object.is) {
      return {
        subscribe: (n) => {
          let r = Se(n),
            i = e(this.getSnapshot());
          return this.subscribe((n) => {
            const a = e(n);
            t(i, a) || ((i = a), r.next?.(a));
          });
        },
        get: () => e(this.getSnapshot()),
      };
    }
    start() {
      if (this._processingStatus === Oe.Running) return this;
      this._syncSnapshot &&
        this.subscribe({
          next: (e) => {
            e.status === `active` && this.system._relay(this, this._parent, { type: `xstate.snapshot.${this.id}`, snapshot: e });
          },
          error: () => {},
        }),
        this.system._register(this.sessionId, this),
        this.systemId && this.system._set(this.systemId, this),
        (this._processingStatus = Oe.Running);
      const e = se(this.options.input);
      switch (
        (this.system._sendInspectionEvent({ type: `@xstate.event`, sourceRef: this._parent, actorRef: this, event: e }),
        this._snapshot.status)
      ) {
        case `done`:
          return (this.update(this._snapshot, e), this);
        case `error`:
          return (this._error(this._snapshot.error), this);
      }
      if ((this._parent || this.system.start(), this.logic.start))
        try {
          this.logic.start(this._snapshot, this._actorScope);
        } catch (e) {
          return ((this._snapshot = { ...this._snapshot, status: `error`, error: e }), this._error(e), this);
        }
      return (this.update(this._snapshot, e), this.options.devTools && this.attachDevTools(), this.mailbox.start(), this);
    }
    _process(e) {
      let t, n;
      try {
        t = this.logic.transition(this._snapshot, e, this._actorScope);
      } catch (e) {
        n = { err: e };
      }
      if (n) {
        const { err: e } = n;
        (this._snapshot = { ...this._snapshot, status: `error`, error: e }), this._error(e);
      } else this.update(t, e), e.type === `xstate.stop` && (this._stopProcedure(), this._complete());
    }
    _stop() {
      return this._processingStatus === Oe.Stopped
        ? this
        : (this.mailbox.clear(),
          this._processingStatus === Oe.NotStarted
            ? ((this._processingStatus = Oe.Stopped), this)
            : (this.mailbox.enqueue({ type: x }), this));
    }
    stop() {
      if (this._parent) throw Error(`A non-root actor cannot be stopped directly.`);
      return this._stop();
    }
    _complete() {
      for (const e of this.observers)
        try {
          e.complete?.();
        } catch (e) {
          ce(e);
        }
      this.observers.clear(), this.eventListeners.clear();
    }
    _reportError(e) {
      if (!this.observers.size) {
        this._parent || ce(e), this.eventListeners.clear();
        return;
      }
      let t = !1;
      for (const n of this.observers) {
        const r = n.error;
        t ||= !r;
        try {
          r?.(e);
        } catch (e) {
          ce(e);
        }
      }
      this.observers.clear(), this.eventListeners.clear(), t && ce(e);
    }
    _error(e) {
      this._stopProcedure(), this._reportError(e), this._parent && this.system._relay(this, this._parent, oe(this.id, e));
    }
    _stopProcedure() {
      return (
        this._processingStatus === Oe.Running &&
          (this.system.scheduler.cancelAll(this),
          this.mailbox.clear(),
          (this.mailbox = new b(this._process.bind(this))),
          (this._processingStatus = Oe.Stopped),
          this.system._unregister(this)),
        this
      );
    }
    _send(e) {
      this._processingStatus !== Oe.Stopped && this.mailbox.enqueue(e);
    }
    send(e) {
      this.system._relay(void 0, this, e);
    }
    attachDevTools() {
      const { devTools: e } = this.options;
      e && (typeof e == `function` ? e : y)(this);
    }
    toJSON() {
      return { xstate$$type: 1, id: this.id };
    }
    getPersistedSnapshot(e) {
      return this.logic.getPersistedSnapshot(this._snapshot, e);
    }
    [le]() {
      return this;
    }
    getSnapshot() {
      return this._snapshot;
    }
  };
function je(e, ...[t]) {
  return new Ae(e, t);
}
function Me(e, t, n, r, { sendId: i }) {
  return [t, { sendId: typeof i == `function` ? i(n, r) : i }, void 0];
}
function T(e, t) {
  e.defer(() => {
    e.system.scheduler.cancel(e.self, t.sendId);
  });
}
function Ne(e) {
  function t(e, t) {}
  return ((t.type = `xstate.cancel`), (t.sendId = e), (t.resolve = Me), (t.execute = T), t);
}
function Pe(e, t, n, r, { id: i, systemId: a, src: o, input: s, syncSnapshot: c }) {
  let l = typeof o == `string` ? we(t.machine, o) : o,
    u = typeof i == `function` ? i(n) : i,
    d,
    f;
  return (
    l &&
      ((f = typeof s == `function` ? s({ context: t.context, event: n.event, self: e.self }) : s),
      (d = je(l, { id: u, src: o, parent: e.self, syncSnapshot: c, systemId: a, input: f }))),
    [Yt(t, { children: { ...t.children, [u]: d } }), { id: i, systemId: a, actorRef: d, src: o, input: f }, void 0]
  );
}
function Fe(e, { actorRef: t }) {
  t &&
    e.defer(() => {
      t._processingStatus !== Oe.Stopped && t.start();
    });
}
function Ie(...[e, { id: t, systemId: n, input: r, syncSnapshot: i = !1 } = {}]) {
  function a(e, t) {}
  return (
    (a.type = `xstate.spawnChild`),
    (a.id = t),
    (a.systemId = n),
    (a.src = e),
    (a.input = r),
    (a.syncSnapshot = i),
    (a.resolve = Pe),
    (a.execute = Fe),
    a
  );
}
function Le(e, t, n, r, { actorRef: i }) {
  let a = typeof i == `function` ? i(n, r) : i,
    o = typeof a == `string` ? t.children[a] : a,
    s = t.children;
  return (o && ((s = { ...s }), delete s[o.id]), [Yt(t, { children: s }), o, void 0]);
}
function Re(e, t) {
  const n = t.getSnapshot();
  if (n && `children` in n) for (const t of Object.values(n.children)) Re(e, t);
  e.system._unregister(t);
}
function ze(e, t) {
  t &&
    (Re(e, t),
    t._processingStatus === Oe.Running
      ? e.defer(() => {
          e.stopChild(t);
        })
      : e.stopChild(t));
}
function Be(e) {
  function t(e, t) {}
  return ((t.type = `xstate.stopChild`), (t.actorRef = e), (t.resolve = Le), (t.execute = ze), t);
}
function Ve(e, { context: t, event: n }, { guards: r }) {
  return r.every((r) => Ue(r, t, n, e));
}
function He(e) {
  function t(e, t) {
    return !1;
  }
  return ((t.check = Ve), (t.guards = e), t);
}
function Ue(e, t, n, r) {
  const { machine: i } = r,
    a = typeof e == `function`,
    o = a ? e : i.implementations.guards[typeof e == `string` ? e : e.type];
  if (!a && !o) throw Error(`Guard '${typeof e == `string` ? e : e.type}' is not implemented.'.`);
  if (typeof o != `function`) return Ue(o, t, n, r);
  const s = { context: t, event: n },
    c =
      a || typeof e == `string`
        ? void 0
        : `params` in e
          ? typeof e.params == `function`
            ? e.params({ context: t, event: n })
            : e.params
          : void 0;
  return `check` in o ? o.check(r, s, o) : o(s, c);
}
function We(e) {
  return e.type === `atomic` || e.type === `final`;
}
function Ge(e) {
  return Object.values(e.states).filter((e) => e.type !== `history`);
}
function Ke(e, t) {
  const n = [];
  if (t === e) return n;
  let r = e.parent;
  for (; r && r !== t; ) n.push(r), (r = r.parent);
  return n;
}
function qe(e) {
  const t = new Set(e),
    n = Ye(t);
  for (const e of t)
    if (e.type === `compound` && (!n.get(e) || !n.get(e).length)) ct(e).forEach((e) => t.add(e));
    else if (e.type === `parallel`) {
      for (const n of Ge(e))
        if (n.type !== `history` && !t.has(n)) {
          const e = ct(n);
          for (const n of e) t.add(n);
        }
    }
  for (const e of t) {
    let n = e.parent;
    for (; n; ) t.add(n), (n = n.parent);
  }
  return t;
}
function Je(e, t) {
  const n = t.get(e);
  if (!n) return {};
  if (e.type === `compound`) {
    const e = n[0];
    if (e) {
      if (We(e)) return e.key;
    } else return {};
  }
  const r = {};
  for (const e of n) r[e.key] = Je(e, t);
  return r;
}
function Ye(e) {
  const t = new Map();
  for (const n of e) t.has(n) || t.set(n, []), n.parent && (t.has(n.parent) || t.set(n.parent, []), t.get(n.parent).push(n));
  return t;
}
function Xe(e, t) {
  return Je(e, Ye(qe(t)));
}
function Ze(e, t) {
  return t.type === `compound`
    ? Ge(t).some((t) => t.type === `final` && e.has(t))
    : t.type === `parallel`
      ? Ge(t).every((t) => Ze(e, t))
      : t.type === `final`;
}
var Qe = (e) => e[0] === te;
function $e(e, t) {
  const n = e.transitions.get(t),
    r = [...e.transitions.keys()]
      .filter((e) => e !== t && Te(t, e))
      .sort((e, t) => t.length - e.length)
      .flatMap((t) => e.transitions.get(t));
  return n ? [...n, ...r] : r;
}
function et(e) {
  const t = e.config.after;
  if (!t) return [];
  const n = (t) => {
    const n = ie(t, e.id),
      r = n.type;
    return (e.entry.push(tn(n, { id: r, delay: t })), e.exit.push(Ne(r)), r);
  };
  return Object.keys(t)
    .flatMap((e) => {
      const r = t[e],
        i = typeof r == `string` ? { target: r } : r,
        a = Number.isNaN(+e) ? e : +e,
        o = n(a);
      return ge(i).map((e) => ({ ...e, event: o, delay: a }));
    })
    .map((t) => {
      const { delay: n } = t;
      return { ...tt(e, t.event, t), delay: n };
    });
}
function tt(e, t, n) {
  const r = xe(n.target),
    i = n.reenter ?? !1,
    a = at(e, r),
    o = {
      ...n,
      actions: ge(n.actions),
      guard: n.guard,
      target: a,
      source: e,
      reenter: i,
      eventType: t,
      toJSON: () => ({ ...o, source: `#${e.id}`, target: a ? a.map((e) => `#${e.id}`) : void 0 }),
    };
  return o;
}
function nt(e) {
  const t = new Map();
  if (e.config.on)
    for (const n of Object.keys(e.config.on)) {
      if (n === ``) throw Error('Null events ("") cannot be specified as a transition key. Use `always: { ... }` instead.');
      const r = e.config.on[n];
      t.set(
        n,
        be(r).map((t) => tt(e, n, t)),
      );
    }
  if (e.config.onDone) {
    const n = `xstate.done.state.${e.id}`;
    t.set(
      n,
      be(e.config.onDone).map((t) => tt(e, n, t)),
    );
  }
  for (const n of e.invoke) {
    if (n.onDone) {
      const r = `xstate.done.actor.${n.id}`;
      t.set(
        r,
        be(n.onDone).map((t) => tt(e, r, t)),
      );
    }
    if (n.onError) {
      const r = `xstate.error.actor.${n.id}`;
      t.set(
        r,
        be(n.onError).map((t) => tt(e, r, t)),
      );
    }
    if (n.onSnapshot) {
      const r = `xstate.snapshot.${n.id}`;
      t.set(
        r,
        be(n.onSnapshot).map((t) => tt(e, r, t)),
      );
    }
  }
  for (const n of e.after) {
    let e = t.get(n.eventType);
    e || ((e = []), t.set(n.eventType, e)), e.push(n);
  }
  return t;
}
function rt(e) {
  const t = [],
    n = (r) => {
      Object.values(r).forEach((r) => {
        if (r.config.route && r.config.id) {
          const n = r.config.id,
            i = r.config.route.guard,
            a = ({ event: e }) => e.to === `#${n}`,
            o = { ...r.config.route, guard: i ? He([a, i]) : a, target: `#${n}` };
          t.push(tt(e, `xstate.route`, o));
        }
        r.states && n(r.states);
      });
    };
  n(e.states), t.length > 0 && e.transitions.set(`xstate.route`, t);
}
function it(e, t) {
  const n = typeof t == `string` ? e.states[t] : t ? e.states[t.target] : void 0;
  if (!n && t) throw Error(`Initial state node "${t}" not found on parent state node #${e.id}`);
  const r = {
    source: e,
    actions: !t || typeof t == `string` ? [] : ge(t.actions),
    eventType: null,
    reenter: !1,
    target: n ? [n] : [],
    meta: typeof t == `object` ? t.meta : void 0,
    description: typeof t == `object` ? t.description : void 0,
    toJSON: () => ({ ...r, source: `#${e.id}`, target: n ? [`#${n.id}`] : [] }),
  };
  return r;
}
function at(e, t) {
  if (t !== void 0)
    return t.map((t) => {
      if (typeof t != `string`) return t;
      if (Qe(t)) return e.machine.getStateNodeById(t);
      const n = t[0] === `.`;
      if (n && !e.parent) return dt(e, t.slice(1));
      const r = n ? e.key + t : t;
      if (e.parent)
        try {
          return dt(e.parent, r);
        } catch (t) {
          throw Error(`Invalid transition definition for state node '${e.id}':\n${t.message}`);
        }
      throw Error(`Invalid target: "${t}" is not a valid target from the root node. Did you mean ".${t}"?`);
    });
}
function ot(e) {
  const t = xe(e.config.target);
  return t
    ? { target: t.map((t) => (typeof t == `string` ? dt(e.parent, t) : t)) }
    : e.parent.type === `parallel`
      ? { target: [e.parent] }
      : e.parent.initial;
}
function st(e) {
  return e.type === `history`;
}
function ct(e) {
  const t = lt(e);
  for (const n of t) for (const r of Ke(n, e)) t.add(r);
  return t;
}
function lt(e) {
  const t = new Set();
  function n(e) {
    if (!t.has(e)) {
      if ((t.add(e), e.type === `compound`)) n(e.initial.target[0]);
      else if (e.type === `parallel`) for (const t of Ge(e)) n(t);
    }
  }
  return (n(e), t);
}
function ut(e, t) {
  if (Qe(t)) return e.machine.getStateNodeById(t);
  if (!e.states) throw Error(`Unable to retrieve child state '${t}' from '${e.id}'; no child states exist.`);
  const n = e.states[t];
  if (!n) throw Error(`Child state '${t}' does not exist on '${e.id}'`);
  return n;
}
function dt(e, t) {
  if (typeof t == `string` && Qe(t))
    try {
      return e.machine.getStateNodeById(t);
    } catch {}
  let n = de(t).slice(),
    r = e;
  for (; n.length; ) {
    const e = n.shift();
    if (!e.length) break;
    r = ut(r, e);
  }
  return r;
}
function ft(e, t) {
  if (typeof t == `string`) {
    const n = e.states[t];
    if (!n) throw Error(`State '${t}' does not exist on '${e.id}'`);
    return [e, n];
  }
  const n = Object.keys(t),
    r = n.map((t) => ut(e, t)).filter(Boolean);
  return [e.machine.root, e].concat(
    r,
    n.reduce((n, r) => {
      const i = ut(e, r);
      if (!i) return n;
      const a = ft(i, t[r]);
      return n.concat(a);
    }, []),
  );
}
function pt(e, t, n, r) {
  const i = ut(e, t).next(n, r);
  return !i || !i.length ? e.next(n, r) : i;
}
function mt(e, t, n, r) {
  const i = Object.keys(t),
    a = gt(ut(e, i[0]), t[i[0]], n, r);
  return !a || !a.length ? e.next(n, r) : a;
}
function ht(e, t, n, r) {
  const i = [];
  for (const a of Object.keys(t)) {
    const o = t[a];
    if (!o) continue;
    const s = gt(ut(e, a), o, n, r);
    s && i.push(...s);
  }
  return i.length ? i : e.next(n, r);
}
function gt(e, t, n, r) {
  return typeof t == `string` ? pt(e, t, n, r) : Object.keys(t).length === 1 ? mt(e, t, n, r) : ht(e, t, n, r);
}
function _t(e) {
  return Object.keys(e.states)
    .map((t) => e.states[t])
    .filter((e) => e.type === `history`);
}
function vt(e, t) {
  let n = e;
  for (; n.parent && n.parent !== t; ) n = n.parent;
  return n.parent === t;
}
function yt(e, t) {
  const n = new Set(e),
    r = new Set(t);
  for (const e of n) if (r.has(e)) return !0;
  for (const e of r) if (n.has(e)) return !0;
  return !1;
}
function bt(e, t, n) {
  const r = new Set();
  for (const i of e) {
    let e = !1,
      a = new Set();
    for (const o of r)
      if (yt(wt([i], t, n), wt([o], t, n))) {
        if (vt(i.source, o.source)) a.add(o);
        else {
          e = !0;
          break;
        }
      }
    if (!e) {
      for (const e of a) r.delete(e);
      r.add(i);
    }
  }
  return Array.from(r);
}
function xt(e) {
  const [t, ...n] = e;
  for (const e of Ke(t, void 0)) if (n.every((t) => vt(t, e))) return e;
}
function St(e, t) {
  if (!e.target) return [];
  const n = new Set();
  for (const r of e.target)
    if (st(r)) {
      if (t[r.id]) for (const e of t[r.id]) n.add(e);
      else for (const e of St(ot(r), t)) n.add(e);
    } else n.add(r);
  return [...n];
}
function Ct(e, t) {
  const n = St(e, t);
  if (!n) return;
  if (!e.reenter && n.every((t) => t === e.source || vt(t, e.source))) return e.source;
  const r = xt(n.concat(e.source));
  if (r) return r;
  if (!e.reenter) return e.source.machine.root;
}
function wt(e, t, n) {
  const r = new Set();
  for (const i of e)
    if (i.target?.length) {
      const e = Ct(i, n);
      i.reenter && i.source === e && r.add(e);
      for (const n of t) vt(n, e) && r.add(n);
    }
  return [...r];
}
function Tt(e, t) {
  if (e.length !== t.size) return !1;
  for (const n of e) if (!t.has(n)) return !1;
  return !0;
}
function Et(e, t, n, r, i) {
  return Dt([{ target: [...lt(e)], source: e, reenter: !0, actions: [], eventType: null, toJSON: null }], t, n, r, !0, i);
}
function Dt(e, t, n, r, i, a) {
  const o = [];
  if (!e.length) return [t, o];
  const s = n.actionExecutor;
  n.actionExecutor = (e) => {
    o.push(e), s(e);
  };
  try {
    let s = new Set(t._nodes),
      c = t.historyValue,
      l = bt(e, s, c),
      u = t;
    i || ([u, c] = Pt(u, r, n, l, s, c, a, n.actionExecutor)),
      (u = Lt(
        u,
        r,
        n,
        l.flatMap((e) => e.actions),
        a,
        void 0,
      )),
      (u = kt(u, r, n, l, s, a, c, i));
    const d = [...s];
    u.status === `done` &&
      (u = Lt(
        u,
        r,
        n,
        d.sort((e, t) => t.order - e.order).flatMap((e) => e.exit),
        a,
        void 0,
      ));
    try {
      return c === t.historyValue && Tt(t._nodes, s) ? [u, o] : [Yt(u, { _nodes: d, historyValue: c }), o];
    } catch (e) {
      throw e;
    }
  } finally {
    n.actionExecutor = s;
  }
}
function Ot(e, t, n, r, i) {
  if (r.output === void 0) return;
  const a = S(i.id, i.output !== void 0 && i.parent ? _e(i.output, e.context, t, n.self) : void 0);
  return _e(r.output, e.context, a, n.self);
}
function kt(e, t, n, r, i, a, o, s) {
  let c = e,
    l = new Set(),
    u = new Set();
  At(r, o, u, l), s && u.add(e.machine.root);
  const d = new Set();
  for (const e of [...l].sort((e, t) => e.order - t.order)) {
    i.add(e);
    const r = [];
    r.push(...e.entry);
    for (const t of e.invoke) r.push(Ie(t.src, { ...t, syncSnapshot: !!t.onSnapshot }));
    if (u.has(e)) {
      const t = e.initial.actions;
      r.push(...t);
    }
    if (
      ((c = Lt(
        c,
        t,
        n,
        r,
        a,
        e.invoke.map((e) => e.id),
      )),
      e.type === `final`)
    ) {
      let r = e.parent,
        o = r?.type === `parallel` ? r : r?.parent,
        s = o || e;
      for (
        r?.type === `compound` && a.push(S(r.id, e.output === void 0 ? void 0 : _e(e.output, c.context, t, n.self)));
        o?.type === `parallel` && !d.has(o) && Ze(i, o);
      )
        d.add(o), a.push(S(o.id)), (s = o), (o = o.parent);
      if (o) continue;
      c = Yt(c, { status: `done`, output: Ot(c, t, n, c.machine.root, s) });
    }
  }
  return c;
}
function At(e, t, n, r) {
  for (const i of e) {
    const e = Ct(i, t);
    for (const a of i.target || [])
      !st(a) && (i.source !== a || i.source !== e || i.reenter) && (r.add(a), n.add(a)), jt(a, t, n, r);
    const a = St(i, t);
    for (const o of a) {
      const a = Ke(o, e);
      e?.type === `parallel` && a.push(e), Mt(r, t, n, a, !i.source.parent && i.reenter ? void 0 : e);
    }
  }
}
function jt(e, t, n, r) {
  if (st(e)) {
    if (t[e.id]) {
      const i = t[e.id];
      for (const e of i) r.add(e), jt(e, t, n, r);
      for (const a of i) Nt(a, e.parent, r, t, n);
    } else {
      const i = ot(e);
      for (const a of i.target) r.add(a), i === e.parent?.initial && n.add(e.parent), jt(a, t, n, r);
      for (const a of i.target) Nt(a, e.parent, r, t, n);
    }
  } else if (e.type === `compound`) {
    const [i] = e.initial.target;
    st(i) || (r.add(i), n.add(i)), jt(i, t, n, r), Nt(i, e, r, t, n);
  } else if (e.type === `parallel`)
    for (const i of Ge(e).filter((e) => !st(e))) [...r].some((e) => vt(e, i)) || (st(i) || (r.add(i), n.add(i)), jt(i, t, n, r));
}
function Mt(e, t, n, r, i) {
  for (const a of r)
    if (((!i || vt(a, i)) && e.add(a), a.type === `parallel`))
      for (const r of Ge(a).filter((e) => !st(e))) [...e].some((e) => vt(e, r)) || (e.add(r), jt(r, t, n, e));
}
function Nt(e, t, n, r, i) {
  Mt(n, r, i, Ke(e, t));
}
function Pt(e, t, n, r, i, a, o, s) {
  let c = e,
    l = wt(r, i, a);
  l.sort((e, t) => t.order - e.order);
  let u;
  for (const e of l)
    for (const t of _t(e)) {
      let n;
      (n = t.history === `deep` ? (t) => We(t) && vt(t, e) : (t) => t.parent === e),
        (u ??= { ...a }),
        (u[t.id] = Array.from(i).filter(n));
    }
  for (const e of l) (c = Lt(c, t, n, [...e.exit, ...e.invoke.map((e) => Be(e.id))], o, void 0)), i.delete(e);
  return [c, u || a];
}
function Ft(e, t) {
  return e.implementations.actions[t];
}
function It(e, t, n, r, i, a) {
  let { machine: o } = e,
    s = e;
  for (const e of r) {
    const r = typeof e == `function`,
      c = r ? e : Ft(o, typeof e == `string` ? e : e.type),
      l = { context: s.context, event: t, self: n.self, system: n.system },
      u =
        r || typeof e == `string`
          ? void 0
          : `params` in e
            ? typeof e.params == `function`
              ? e.params({ context: s.context, event: t })
              : e.params
            : void 0;
    if (!c || !(`resolve` in c)) {
      n.actionExecutor({
        type: typeof e == `string` ? e : typeof e == `object` ? e.type : e.name || `(anonymous)`,
        info: l,
        params: u,
        exec: c,
      });
      continue;
    }
    const d = c,
      [f, p, m] = d.resolve(n, s, l, u, c, i);
    (s = f),
      `retryResolve` in d && a?.push([d, p]),
      `execute` in d && n.actionExecutor({ type: d.type, info: l, params: p, exec: d.execute.bind(null, n, p) }),
      m && (s = It(s, t, n, m, i, a));
  }
  return s;
}
function Lt(e, t, n, r, i, a) {
  const o = a ? [] : void 0,
    s = It(e, t, n, r, { internalQueue: i, deferredActorIds: a }, o);
  return (
    o?.forEach(([e, t]) => {
      e.retryResolve(n, s, t);
    }),
    s
  );
}
function Rt(e, t, n, r) {
  let i = e,
    a = [];
  function o(e, t, r) {
    n.system._sendInspectionEvent({ type: `@xstate.microstep`, actorRef: n.self, event: t, snapshot: e[0], _transitions: r }),
      a.push(e);
  }
  if (t.type === `xstate.stop`)
    return ((i = Yt(zt(i, t, n), { status: `stopped` })), o([i, []], t, []), { snapshot: i, microsteps: a });
  let s = t;
  if (s.type !== re) {
    const t = s,
      c = ye(t),
      l = Bt(t, i);
    if (c && !l.length)
      return ((i = Yt(zt(i, t, n), { status: `error`, error: t.error })), o([i, []], t, []), { snapshot: i, microsteps: a });
    const u = Dt(l, e, n, s, !1, r);
    (i = u[0]), o(u, t, l);
  }
  let c = !0,
    l = e.machine.options?.maxIterations ?? 1 / 0,
    u = 0;
  for (; i.status === `active`; ) {
    if ((u++, u > l))
      throw Error(
        `Infinite loop detected: the machine has processed more than ${l} microsteps without reaching a stable state. This usually happens when there's a cycle of transitions (e.g., eventless transitions or raised events causing state A -> B -> C -> A).`,
      );
    let e = c ? Vt(i, s) : [],
      t = e.length ? i : void 0;
    if (!e.length) {
      if (!r.length) break;
      (s = r.shift()), (e = Bt(s, i));
    }
    const a = Dt(e, i, n, s, !1, r);
    (i = a[0]), (c = i !== t), o(a, s, e);
  }
  return (i.status !== `active` && zt(i, s, n), { snapshot: i, microsteps: a });
}
function zt(e, t, n) {
  return Lt(
    e,
    t,
    n,
    Object.values(e.children).map((e) => Be(e)),
    [],
    void 0,
  );
}
function Bt(e, t) {
  return t.machine.getTransitionData(t, e);
}
function Vt(e, t) {
  const n = new Set(),
    r = e._nodes.filter(We);
  for (const i of r)
    loop: for (const r of [i].concat(Ke(i, void 0)))
      if (r.always) {
        for (const i of r.always)
          if (i.guard === void 0 || Ue(i.guard, e.context, t, e)) {
            n.add(i);
            break loop;
          }
      }
  return bt(Array.from(n), new Set(e._nodes), e.historyValue);
}
function Ht(e, t) {
  return Xe(e, [...qe(ft(e, t))]);
}
function Ut(e) {
  return !!e && typeof e == `object` && `machine` in e && `value` in e;
}
var Wt = function (e) {
    return ue(e, this.value);
  },
  Gt = function (e) {
    return this.tags.has(e);
  },
  Kt = function (e) {
    const t = this.machine.getTransitionData(this, e);
    return !!t?.length && t.some((e) => e.target !== void 0 || e.actions.length);
  },
  qt = function () {
    const { _nodes: e, tags: t, machine: n, getMeta: r, toJSON: i, can: a, hasTag: o, matches: s, ...c } = this;
    return { ...c, tags: Array.from(t) };
  },
  Jt = function () {
    return this._nodes.reduce((e, t) => (t.meta !== void 0 && (e[t.id] = t.meta), e), {});
  };
function E(e, t) {
  return {
    status: e.status,
    output: e.output,
    error: e.error,
    machine: t,
    context: e.context,
    _nodes: e._nodes,
    value: Xe(t.root, e._nodes),
    tags: new Set(e._nodes.flatMap((e) => e.tags)),
    children: e.children,
    historyValue: e.historyValue || {},
    matches: Wt,
    hasTag: Gt,
    can: Kt,
    getMeta: Jt,
    toJSON: qt,
  };
}
function Yt(e, t = {}) {
  return E({ ...e, ...t }, e.machine);
}
function Xt(e) {
  if (typeof e != `object` || !e) return {};
  const t = {};
  for (const n in e) {
    const r = e[n];
    Array.isArray(r) && (t[n] = r.map((e) => ({ id: e.id })));
  }
  return t;
}
function Zt(e, t) {
  const {
      _nodes: n,
      tags: r,
      machine: i,
      children: a,
      context: o,
      can: s,
      hasTag: c,
      matches: l,
      getMeta: u,
      toJSON: d,
      ...f
    } = e,
    p = {};
  for (const e in a) {
    const n = a[e];
    p[e] = { snapshot: n.getPersistedSnapshot(t), src: n.src, systemId: n.systemId, syncSnapshot: n._syncSnapshot };
  }
  return { ...f, context: Qt(o), children: p, historyValue: Xt(f.historyValue) };
}
function Qt(e) {
  let t;
  for (const n in e) {
    const r = e[n];
    if (r && typeof r == `object`) {
      if (`sessionId` in r && `send` in r && `ref` in r)
        (t ??= Array.isArray(e) ? e.slice() : { ...e }), (t[n] = { xstate$$type: 1, id: r.id });
      else {
        const i = Qt(r);
        i !== r && ((t ??= Array.isArray(e) ? e.slice() : { ...e }), (t[n] = i));
      }
    }
  }
  return t ?? e;
}
function $t(e, t, n, r, { event: i, id: a, delay: o }, { internalQueue: s }) {
  const c = t.machine.implementations.delays;
  if (typeof i == `string`) throw Error(`Only event objects may be used with raise; use raise({ type: "${i}" }) instead`);
  let l = typeof i == `function` ? i(n, r) : i,
    u;
  if (typeof o == `string`) {
    const e = c && c[o];
    u = typeof e == `function` ? e(n, r) : e;
  } else u = typeof o == `function` ? o(n, r) : o;
  return (typeof u != `number` && s.push(l), [t, { event: l, id: a, delay: u }, void 0]);
}
function en(e, t) {
  const { event: n, delay: r, id: i } = t;
  typeof r == `number` &&
    e.defer(() => {
      const t = e.self;
      e.system.scheduler.schedule(t, t, n, r, i);
    });
}
function tn(e, t) {
  function n(e, t) {}
  return ((n.type = `xstate.raise`), (n.event = e), (n.id = t?.id), (n.delay = t?.delay), (n.resolve = $t), (n.execute = en), n);
}
var nn = new WeakMap();
function rn(e) {
  return {
    config: e,
    start: (t, n) => {
      const { self: r, system: i, emit: a } = n,
        o = { receivers: void 0, dispose: void 0 };
      nn.set(r, o),
        (o.dispose = e({
          input: t.input,
          system: i,
          self: r,
          sendBack: (e) => {
            r.getSnapshot().status !== `stopped` && r._parent && i._relay(r, r._parent, e);
          },
          receive: (e) => {
            (o.receivers ??= new Set()), o.receivers.add(e);
          },
          emit: a,
        }));
    },
    transition: (e, t, n) => {
      const r = nn.get(n.self);
      return t.type === `xstate.stop`
        ? ((e = { ...e, status: `stopped`, error: void 0 }), nn.delete(n.self), r.receivers?.clear(), r.dispose?.(), e)
        : (r.receivers?.forEach((e) => e(t)), e);
    },
    getInitialSnapshot: (e, t) => ({ status: `active`, output: void 0, error: void 0, input: t }),
    getPersistedSnapshot: (e) => e,
    restoreSnapshot: (e) => e,
  };
}
var D = `xstate.promise.resolve`,
  an = `xstate.promise.reject`,
  on = new WeakMap();
function sn(e) {
  return {
    config: e,
    transition: (e, t, n) => {
      if (e.status !== `active`) return e;
      switch (t.type) {
        case D: {
          const n = t.data;
          return { ...e, status: `done`, output: n, input: void 0 };
        }
        case an:
          return { ...e, status: `error`, error: t.data, input: void 0 };
        case x:
          return (on.get(n.self)?.abort(), on.delete(n.self), { ...e, status: `stopped`, input: void 0 });
        default:
          return e;
      }
    },
    start: (t, { self: n, system: r, emit: i }) => {
      if (t.status !== `active`) return;
      const a = new AbortController();
      on.set(n, a),
        Promise.resolve(e({ input: t.input, system: r, self: n, signal: a.signal, emit: i })).then(
          (e) => {
            n.getSnapshot().status === `active` && (on.delete(n), r._relay(n, n, { type: D, data: e }));
          },
          (e) => {
            n.getSnapshot().status === `active` && (on.delete(n), r._relay(n, n, { type: an, data: e }));
          },
        );
    },
    getInitialSnapshot: (e, t) => ({ status: `active`, output: void 0, error: void 0, input: t }),
    getPersistedSnapshot: (e) => e,
    restoreSnapshot: (e) => e,
  };
}
function cn(e, { machine: t, context: n }, r, i) {
  const a = (a, o) => {
    if (typeof a == `string`) {
      const s = we(t, a);
      if (!s) throw Error(`Actor logic '${a}' not implemented in machine '${t.id}'`);
      const c = je(s, {
        id: o?.id,
        parent: e.self,
        syncSnapshot: o?.syncSnapshot,
        input: typeof o?.input == `function` ? o.input({ context: n, event: r, self: e.self }) : o?.input,
        src: a,
        systemId: o?.systemId,
      });
      return ((i[c.id] = c), c);
    }
    return je(a, { id: o?.id, parent: e.self, syncSnapshot: o?.syncSnapshot, input: o?.input, src: a, systemId: o?.systemId });
  };
  return (t, n) => {
    const r = a(t, n);
    return (
      (i[r.id] = r),
      e.defer(() => {
        r._processingStatus !== Oe.Stopped && r.start();
      }),
      r
    );
  };
}
function ln(e, t, n, r, { assignment: i }) {
  if (!t.context) throw Error('Cannot assign to undefined `context`. Ensure that `context` is defined in the machine config.');
  let a = {},
    o = { context: t.context, event: n.event, spawn: cn(e, t, n.event, a), self: e.self, system: e.system },
    s = {};
  if (typeof i == `function`) s = i(o, r);
  else
    for (const e of Object.keys(i)) {
      const t = i[e];
      s[e] = typeof t == `function` ? t(o, r) : t;
    }
  return [
    Yt(t, { context: Object.assign({}, t.context, s), children: Object.keys(a).length ? { ...t.children, ...a } : t.children }),
    void 0,
    void 0,
  ];
}
function O(e) {
  function t(e, t) {}
  return ((t.type = `xstate.assign`), (t.assignment = e), (t.resolve = ln), t);
}
var un = new WeakMap();
function dn(e, t, n) {
  let r = un.get(e);
  return (r ? t in r || (r[t] = n()) : ((r = { [t]: n() }), un.set(e, r)), r[t]);
}
var fn = {},
  pn = (e) =>
    typeof e == `string` ? { type: e } : typeof e == `function` ? (`resolve` in e ? { type: e.type } : { type: e.name }) : e,
  mn = class e {
    constructor(t, n) {
      if (
        ((this.config = t),
        (this.key = void 0),
        (this.id = void 0),
        (this.type = void 0),
        (this.path = void 0),
        (this.states = void 0),
        (this.history = void 0),
        (this.entry = void 0),
        (this.exit = void 0),
        (this.parent = void 0),
        (this.machine = void 0),
        (this.meta = void 0),
        (this.output = void 0),
        (this.order = -1),
        (this.description = void 0),
        (this.tags = []),
        (this.transitions = void 0),
        (this.always = void 0),
        (this.parent = n._parent),
        (this.key = n._key),
        (this.machine = n._machine),
        (this.path = this.parent ? this.parent.path.concat(this.key) : []),
        (this.id = this.config.id || [this.machine.id, ...this.path].join(`.`)),
        (this.type =
          this.config.type ||
          (this.config.states && Object.keys(this.config.states).length
            ? `compound`
            : this.config.history
              ? `history`
              : `atomic`)),
        (this.description = this.config.description),
        (this.order = this.machine.idMap.size),
        this.machine.idMap.set(this.id, this),
        (this.states = this.config.states
          ? me(this.config.states, (t, n) => new e(t, { _parent: this, _key: n, _machine: this.machine }))
          : fn),
        this.type === `compound` && !this.config.initial)
      )
        throw Error(
          `No initial state specified for compound state node "#${this.id}". Try adding { initial: "${Object.keys(this.states)[0]}" } to the state config.`,
        );
      (this.history = this.config.history === !0 ? `shallow` : this.config.history || !1),
        (this.entry = ge(this.config.entry).slice()),
        (this.exit = ge(this.config.exit).slice()),
        (this.meta = this.config.meta),
        (this.output = this.type === `final` || !this.parent ? this.config.output : void 0),
        (this.tags = ge(t.tags).slice());
    }
    _initialize() {
      (this.transitions = nt(this)),
        this.config.always && (this.always = be(this.config.always).map((e) => tt(this, ``, e))),
        Object.keys(this.states).forEach((e) => {
          this.states[e]._initialize();
        });
    }
    get definition() {
      return {
        id: this.id,
        key: this.key,
        version: this.machine.version,
        type: this.type,
        initial: this.initial
          ? {
              target: this.initial.target,
              source: this,
              actions: this.initial.actions.map(pn),
              eventType: null,
              reenter: !1,
              meta: this.initial.meta,
              description: this.initial.description,
              toJSON: () => ({
                target: this.initial.target.map((e) => `#${e.id}`),
                source: `#${this.id}`,
                actions: this.initial.actions.map(pn),
                eventType: null,
                meta: this.initial.meta,
                description: this.initial.description,
              }),
            }
          : void 0,
        history: this.history,
        states: me(this.states, (e) => e.definition),
        on: this.on,
        transitions: [...this.transitions.values()].flat().map((e) => ({ ...e, actions: e.actions.map(pn) })),
        entry: this.entry.map(pn),
        exit: this.exit.map(pn),
        meta: this.meta,
        order: this.order || -1,
        output: this.output,
        invoke: this.invoke,
        description: this.description,
        tags: this.tags,
      };
    }
    toJSON() {
      return this.definition;
    }
    get invoke() {
      return dn(this, `invoke`, () =>
        ge(this.config.invoke).map((e, t) => {
          const { src: n, systemId: r } = e,
            i = e.id ?? Ce(this.id, t),
            a = typeof n == `string` ? n : `xstate.invoke.${Ce(this.id, t)}`;
          return {
            ...e,
            src: a,
            id: i,
            systemId: r,
            toJSON() {
              const { onDone: t, onError: n, ...r } = e;
              return { ...r, type: `xstate.invoke`, src: a, id: i };
            },
          };
        }),
      );
    }
    get on() {
      return dn(this, `on`, () =>
        [...this.transitions]
          .flatMap(([e, t]) => t.map((t) => [e, t]))
          .reduce((e, [t, n]) => ((e[t] = e[t] || []), e[t].push(n), e), {}),
      );
    }
    get after() {
      return dn(this, `delayedTransitions`, () => et(this));
    }
    get initial() {
      return dn(this, `initial`, () => it(this, this.config.initial));
    }
    next(e, t) {
      let n = t.type,
        r = [],
        i,
        a = dn(this, `candidates-${n}`, () => $e(this, n));
      for (const o of a) {
        let { guard: a } = o,
          s = e.context,
          c = !1;
        try {
          c = !a || Ue(a, s, t, e);
        } catch (e) {
          const t = typeof a == `string` ? a : typeof a == `object` ? a.type : void 0;
          throw Error(
            `Unable to evaluate guard ${t ? `'${t}' ` : ``}in transition for event '${n}' in state node '${this.id}':\n${e.message}`,
          );
        }
        if (c) {
          r.push(...o.actions), (i = o);
          break;
        }
      }
      return i ? [i] : void 0;
    }
    get events() {
      return dn(this, `events`, () => {
        const { states: e } = this,
          t = new Set(this.ownEvents);
        if (e)
          for (const n of Object.keys(e)) {
            const r = e[n];
            if (r.states) for (const e of r.events) t.add(`${e}`);
          }
        return Array.from(t);
      });
    }
    get ownEvents() {
      const e = Object.keys(Object.fromEntries(this.transitions)),
        t = new Set(e.filter((e) => this.transitions.get(e).some((e) => !(!e.target && !e.actions.length && !e.reenter))));
      return Array.from(t);
    }
  },
  hn = class e {
    constructor(e, t) {
      (this.config = e),
        (this.version = void 0),
        (this.schemas = void 0),
        (this.implementations = void 0),
        (this.options = void 0),
        (this.__xstatenode = !0),
        (this.idMap = new Map()),
        (this.root = void 0),
        (this.id = void 0),
        (this.states = void 0),
        (this.events = void 0),
        (this.id = e.id || `(machine)`),
        (this.implementations = {
          actors: t?.actors ?? {},
          actions: t?.actions ?? {},
          delays: t?.delays ?? {},
          guards: t?.guards ?? {},
        }),
        (this.version = this.config.version),
        (this.schemas = this.config.schemas),
        (this.options = { maxIterations: 1 / 0, ...this.config.options }),
        (this.transition = this.transition.bind(this)),
        (this.getInitialSnapshot = this.getInitialSnapshot.bind(this)),
        (this.getPersistedSnapshot = this.getPersistedSnapshot.bind(this)),
        (this.restoreSnapshot = this.restoreSnapshot.bind(this)),
        (this.start = this.start.bind(this)),
        (this.root = new mn(e, { _key: this.id, _machine: this })),
        this.root._initialize(),
        rt(this.root),
        (this.states = this.root.states),
        (this.events = this.root.events);
    }
    provide(t) {
      const { actions: n, guards: r, actors: i, delays: a } = this.implementations;
      return new e(this.config, {
        actions: { ...n, ...t.actions },
        guards: { ...r, ...t.guards },
        actors: { ...i, ...t.actors },
        delays: { ...a, ...t.delays },
      });
    }
    resolveState(e) {
      const t = Ht(this.root, e.value),
        n = qe(ft(this.root, t));
      return E(
        {
          _nodes: [...n],
          context: e.context || {},
          children: {},
          status: Ze(n, this.root) ? `done` : e.status || `active`,
          output: e.output,
          error: e.error,
          historyValue: e.historyValue,
        },
        this,
      );
    }
    transition(e, t, n) {
      return Rt(e, t, n, []).snapshot;
    }
    microstep(e, t, n) {
      return Rt(e, t, n, []).microsteps.map(([e]) => e);
    }
    getTransitionData(e, t) {
      return gt(this.root, e.value, e, t) || [];
    }
    _getPreInitialState(e, t, n) {
      const { context: r } = this.config,
        i = E({ context: typeof r != `function` && r ? r : {}, _nodes: [this.root], children: {}, status: `active` }, this);
      return typeof r == `function`
        ? Lt(i, t, e, [O(({ spawn: e, event: t, self: n }) => r({ spawn: e, input: t.input, self: n }))], n, void 0)
        : i;
    }
    getInitialSnapshot(e, t) {
      let n = se(t),
        r = [],
        i = E(
          {
            context: typeof this.config.context != `function` && this.config.context ? this.config.context : {},
            _nodes: [this.root],
            children: {},
            status: `active`,
          },
          this,
        );
      try {
        i = this._getPreInitialState(e, n, r);
        const [t] = Et(this.root, i, e, n, r),
          { snapshot: a } = Rt(t, n, e, r);
        return a;
      } catch (e) {
        return Yt(i, { status: `error`, error: e });
      }
    }
    start(e) {
      Object.values(e.children).forEach((e) => {
        e.getSnapshot().status === `active` && e.start();
      });
    }
    getStateNodeById(e) {
      const t = de(e),
        n = t.slice(1),
        r = Qe(t[0]) ? t[0].slice(1) : t[0],
        i = this.idMap.get(r);
      if (!i) throw Error(`Child state node '#${r}' does not exist on machine '${this.id}'`);
      return dt(i, n);
    }
    get definition() {
      return this.root.definition;
    }
    toJSON() {
      return this.definition;
    }
    getPersistedSnapshot(e, t) {
      return Zt(e, t);
    }
    restoreSnapshot(e, t) {
      const n = {},
        r = e.children;
      Object.keys(r).forEach((e) => {
        const i = r[e],
          a = i.snapshot,
          o = i.src,
          s = typeof o == `string` ? we(this, o) : o;
        if (!s) return;
        const c = je(s, { id: e, parent: t.self, syncSnapshot: i.syncSnapshot, snapshot: a, src: o, systemId: i.systemId });
        n[e] = c;
      });
      function i(e, t) {
        if (t instanceof mn) return t;
        try {
          return e.machine.getStateNodeById(t.id);
        } catch {}
      }
      function a(e, t) {
        if (!t || typeof t != `object`) return {};
        const n = {};
        for (const r in t) {
          const a = t[r];
          for (const t of a) {
            const a = i(e, t);
            a && ((n[r] ??= []), n[r].push(a));
          }
        }
        return n;
      }
      const o = a(this.root, e.historyValue),
        s = E({ ...e, children: n, _nodes: Array.from(qe(ft(this.root, e.value))), historyValue: o }, this),
        c = new Set();
      function l(e, t) {
        if (!c.has(e)) {
          c.add(e);
          for (const n in e) {
            const r = e[n];
            if (r && typeof r == `object`) {
              if (`xstate$$type` in r && r.xstate$$type === 1) {
                e[n] = t[r.id];
                continue;
              }
              l(r, t);
            }
          }
        }
      }
      return (l(s.context, n), s);
    }
  };
function gn(e, t, n, r, { event: i }) {
  return [t, { event: typeof i == `function` ? i(n, r) : i }, void 0];
}
function _n(e, { event: t }) {
  e.defer(() => e.emit(t));
}
function vn(e) {
  function t(e, t) {}
  return ((t.type = `xstate.emit`), (t.event = e), (t.resolve = gn), (t.execute = _n), t);
}
var yn = ((e) => ((e.Parent = `#_parent`), (e.Internal = `#_internal`), e))({});
function bn(e, t, n, r, { to: i, event: a, id: o, delay: s }, c) {
  const l = t.machine.implementations.delays;
  if (typeof a == `string`) throw Error(`Only event objects may be used with sendTo; use sendTo({ type: "${a}" }) instead`);
  let u = typeof a == `function` ? a(n, r) : a,
    d;
  if (typeof s == `string`) {
    const e = l && l[s];
    d = typeof e == `function` ? e(n, r) : e;
  } else d = typeof s == `function` ? s(n, r) : s;
  let f = typeof i == `function` ? i(n, r) : i,
    p;
  if (typeof f == `string`) {
    if (
      ((p =
        f === yn.Parent
          ? e.self._parent
          : f === yn.Internal
            ? e.self
            : f.startsWith(`#_`)
              ? t.children[f.slice(2)]
              : c.deferredActorIds?.includes(f)
                ? f
                : t.children[f]),
      !p)
    )
      throw Error(`Unable to send event to actor '${f}' from machine '${t.machine.id}'.`);
  } else p = f || e.self;
  return [t, { to: p, targetId: typeof f == `string` ? f : void 0, event: u, id: o, delay: d }, void 0];
}
function xn(e, t, n) {
  typeof n.to == `string` && (n.to = t.children[n.to]);
}
function Sn(e, t) {
  e.defer(() => {
    const { to: n, event: r, delay: i, id: a } = t;
    typeof i == `number`
      ? e.system.scheduler.schedule(e.self, n, r, i, a)
      : e.system._relay(e.self, n, r.type === `xstate.error` ? oe(e.self.id, r.data) : r);
  });
}
function Cn(e, t, n) {
  function r(e, t) {}
  return (
    (r.type = `xstate.sendTo`),
    (r.to = e),
    (r.event = t),
    (r.id = n?.id),
    (r.delay = n?.delay),
    (r.resolve = bn),
    (r.retryResolve = xn),
    (r.execute = Sn),
    r
  );
}
function wn(e, t) {
  return Cn(yn.Parent, e, t);
}
function Tn(e, t, n, r, { collect: i }) {
  const a = [],
    o = (e) => {
      a.push(e);
    };
  return (
    (o.assign = (...e) => {
      a.push(O(...e));
    }),
    (o.cancel = (...e) => {
      a.push(Ne(...e));
    }),
    (o.raise = (...e) => {
      a.push(tn(...e));
    }),
    (o.sendTo = (...e) => {
      a.push(Cn(...e));
    }),
    (o.sendParent = (...e) => {
      a.push(wn(...e));
    }),
    (o.spawnChild = (...e) => {
      a.push(Ie(...e));
    }),
    (o.stopChild = (...e) => {
      a.push(Be(...e));
    }),
    (o.emit = (...e) => {
      a.push(vn(...e));
    }),
    i(
      {
        context: n.context,
        event: n.event,
        enqueue: o,
        check: (e) => Ue(e, t.context, n.event, t),
        self: e.self,
        system: e.system,
      },
      r,
    ),
    [t, void 0, a]
  );
}
function En(e) {
  function t(e, t) {}
  return ((t.type = `xstate.enqueueActions`), (t.collect = e), (t.resolve = Tn), t);
}
function Dn(e, t, n, r, { value: i, label: a }) {
  return [t, { value: typeof i == `function` ? i(n, r) : i, label: a }, void 0];
}
function On({ logger: e }, { value: t, label: n }) {
  n ? e(n, t) : e(t);
}
function kn(e = ({ context: e, event: t }) => ({ context: e, event: t }), t) {
  function n(e, t) {}
  return ((n.type = `xstate.log`), (n.value = e), (n.label = t), (n.resolve = Dn), (n.execute = On), n);
}
function An(e, t) {
  return new hn(e, t);
}
function jn({ schemas: e, actors: t, actions: n, guards: r, delays: i }) {
  return {
    assign: O,
    sendTo: Cn,
    raise: tn,
    log: kn,
    cancel: Ne,
    stopChild: Be,
    enqueueActions: En,
    emit: vn,
    spawnChild: Ie,
    createStateConfig: (e) => e,
    createAction: (e) => e,
    createMachine: (a) => An({ ...a, schemas: e }, { actors: t, actions: n, guards: r, delays: i }),
    extend: (a) =>
      jn({
        schemas: e,
        actors: t,
        actions: { ...n, ...a.actions },
        guards: { ...r, ...a.guards },
        delays: { ...i, ...a.delays },
      }),
  };
}
var Mn = {
    meta: {
      title: `{{brand}}: shop, sell and partner on one marketplace`,
      description: `Shop 10 million quality-checked products with fast delivery and 24-hour support, open your own store, or partner with {{brand}}.`,
      notFoundTitle: `Page not found | {{brand}}`,
      imageAlt: `{{brand}} marketplace: shop, sell and partner`,
    },
    nav: {
      home: `Home`,
      about: `About`,
      features: `Features`,
      contact: `Contact`,
      language: `Language`,
      primary: `Main navigation`,
      skipToContent: `Skip to content`,
      chooseLanguage: `Choose language, current: {{language}}`,
      languageNeedsScript: `Choosing a language needs JavaScript, which is turned off in this browser.`,
    },
    hero: {
      title: `Everything you love, delivered with confidence`,
      subtitle: `One marketplace for shoppers, sellers and partners`,
      description: `Discover millions of quality-checked products from trusted merchants, with fast delivery, round-the-clock support and a tenfold refund if anything is ever fake.`,
      getStarted: `Start shopping`,
      learnMore: `See how it works`,
    },
    stats: { label: `The marketplace in numbers`, products: `Products`, merchants: `Merchants`, users: `Users` },
    valuePropositions: {
      heading: `One marketplace, three ways to grow`,
      intro: `Whether you come to shop, to sell or to build something together, your next step starts here.`,
      buy: {
        title: `Buy products`,
        subtitle: `For shoppers`,
        description: `Browse millions of selected goods at fair prices, pay securely and track every order to your door.`,
        action: `Buy now`,
      },
      sell: {
        title: `Become a seller`,
        subtitle: `For merchants`,
        description: `Open your store in minutes and reach 80 million shoppers, with tools that make selling simple.`,
        action: `Register as a seller`,
      },
      cooperate: {
        title: `Business cooperation`,
        subtitle: `For partners`,
        description: `Logistics, payments, brands or media: tell us what you have in mind and our partnership team will reply.`,
        action: `Contact us about cooperation`,
        newTabHint: `Opens our partnership chat in a new tab`,
      },
    },
    features: {
      heading: `Why shoppers choose {{brand}}`,
      intro: `Every promise below is part of how we work, on every order.`,
      quality: {
        title: `Quality assurance`,
        description: `Every merchant is vetted and every listing checked, so what arrives is what you ordered.`,
      },
      delivery: {
        title: `Fast delivery`,
        description: `Orders leave the warehouse quickly and you can follow them at every step.`,
      },
      service: { title: `Thoughtful service`, description: `Our support team is here 24 hours a day, every day of the year.` },
      selection: {
        title: `Selected goods`,
        description: `Our buyers handpick products and brands, so good choices are easy to find.`,
      },
      customerFirst: {
        title: `Customer first`,
        description: `Easy returns and fair answers: when something goes wrong, we put it right.`,
      },
      genuine: {
        title: `Genuine guarantee`,
        description: `Only authentic products. If an item ever turns out to be fake, we refund ten times its price.`,
      },
    },
    footer: {
      company: `Company`,
      product: `Product`,
      legal: `Legal`,
      followUs: `Follow us`,
      allRightsReserved: `All rights reserved.`,
      downloadApp: `Download the app`,
      companyDescription: `{{brand}} connects millions of shoppers with trusted merchants and partners around the world.`,
      address: `Address`,
      emailLabel: `Email`,
      privacy: `Privacy policy`,
      terms: `Terms of service`,
      cookies: `Cookie policy`,
      openShop: `Open the shop`,
      mobileShop: `Shop on your phone`,
      sellerCentre: `Seller centre`,
      partnerships: `Partnerships`,
      aboutUs: `About us`,
    },
    common: {
      loading: `Loading…`,
      error: `Something went wrong`,
      retry: `Try again`,
      close: `Close`,
      back: `Back`,
      next: `Next`,
      previous: `Previous`,
      save: `Save`,
      cancel: `Cancel`,
      confirm: `Confirm`,
      delete: `Delete`,
      edit: `Edit`,
      view: `View`,
      search: `Search`,
      filter: `Filter`,
      sort: `Sort`,
      clear: `Clear`,
      apply: `Apply`,
    },
    marketing: {
      tagline: `Shop smart. Sell more. Grow together.`,
      trust: `Trusted by 80 million shoppers and 100,000 merchants`,
      refundBadge: `Tenfold refund for fakes`,
      supportBadge: `24-hour support`,
    },
    notFound: {
      code: `404`,
      message: `Oops! Page not found`,
      hint: `The page you are looking for does not exist or has moved.`,
      returnHome: `Return to Home`,
    },
  },
  Nn = (() => {
    const e = typeof document < `u` && document.createElement(`link`).relList;
    return e && e.supports && e.supports(`modulepreload`) ? `modulepreload` : `preload`;
  })(),
  Pn = (e) => `/` + e,
  Fn = {},
  In = (e) => e.pathname.endsWith(`.css`),
  Ln = (e, t, n) => {
    if (t in e) return e[t];
    const r = n();
    if (!r) {
      e[t] = void 0;
      return;
    }
    const i = r.then(
      () => {
        e[t] = void 0;
      },
      (n) => {
        throw ((e[t] = void 0), n);
      },
    );
    return ((e[t] = i), i);
  },
  k = (e, t, n) => {
    let r = Promise.resolve();
    if (t && t.length > 0) {
      let e,
        i = document.querySelector(`meta[property=csp-nonce]`),
        a = i?.nonce || i?.getAttribute(`nonce`);
      function o(e) {
        return Promise.all(
          e.map((e) =>
            Promise.resolve(e).then(
              (e) => ({ status: `fulfilled`, value: e }),
              (e) => ({ status: `rejected`, reason: e }),
            ),
          ),
        );
      }
      function s(e) {
        return import.meta.resolve ? new URL(import.meta.resolve(e)) : new URL(e, import.meta.url);
      }
      r = o(
        t
          .map((t) => {
            t = Pn(t, n);
            const r = s(t),
              i = In(r);
            return Ln(Fn, r.href, () => {
              if (e === void 0) {
                e = { all: new Set(), styles: new Set() };
                const t = document.getElementsByTagName(`link`);
                for (let n = t.length - 1; n >= 0; n--) {
                  const r = t[n];
                  e.all.add(r.href), r.rel === `stylesheet` && e.styles.add(r.href);
                }
              }
              if ((i ? e.styles : e.all).has(r.href)) return;
              const t = document.createElement(`link`);
              if (
                ((t.rel = i ? `stylesheet` : Nn),
                i || (t.as = `script`),
                (t.crossOrigin = ``),
                (t.href = r.href),
                a && t.setAttribute(`nonce`, a),
                document.head.appendChild(t),
                i)
              )
                return new Promise((e, n) => {
                  const i = (a) => {
                    t.removeEventListener(`load`, i),
                      t.removeEventListener(`error`, i),
                      a.type === `error` ? n(Error(`Unable to preload CSS for ${r}`)) : e(a);
                  };
                  t.addEventListener(`load`, i), t.addEventListener(`error`, i);
                });
            });
          })
          .filter((e) => e !== void 0),
      );
    }
    function i(e) {
      const t = new Event(`vite:preloadError`, { cancelable: !0 });
      if (((t.payload = e), window.dispatchEvent(t), !t.defaultPrevented)) throw e;
    }
    return r.then((t) => {
      for (const e of t || []) e.status === `rejected` && i(e.reason);
      return e().catch(i);
    });
  },
  Rn = Object.assign({
    './af.ts': () => k(() => import(`./af-DHkWLs0m.js`), []),
    './ar.ts': () => k(() => import(`./ar-uVFqHKDB.js`), []),
    './cn.ts': () => k(() => import(`./cn-DQBRSyy4.js`), []),
    './de.ts': () => k(() => import(`./de-Du-3GJwg.js`), []),
    './el.ts': () => k(() => import(`./el-Bl-QfxBI.js`), []),
    './es.ts': () => k(() => import(`./es-OXPuIKQ5.js`), []),
    './fr.ts': () => k(() => import(`./fr-CjlSUJjJ.js`), []),
    './hi.ts': () => k(() => import(`./hi-PvXzwsCl.js`), []),
    './id.ts': () => k(() => import(`./id-BvIBI1ZS.js`), []),
    './it.ts': () => k(() => import(`./it-5jS5VYXa.js`), []),
    './ja.ts': () => k(() => import(`./ja-CkVmoeoB.js`), []),
    './ko.ts': () => k(() => import(`./ko-BZUt9sdI.js`), []),
    './ms.ts': () => k(() => import(`./ms-DGrR4ZBf.js`), []),
    './ph.ts': () => k(() => import(`./ph-w5UaASql.js`), []),
    './pt.ts': () => k(() => import(`./pt-EsXO1p8H.js`), []),
    './ru.ts': () => k(() => import(`./ru-DwjIBVkU.js`), []),
    './th.ts': () => k(() => import(`./th-MdH8169P.js`), []),
    './tr.ts': () => k(() => import(`./tr-P-aXGPVl.js`), []),
    './tw.ts': () => k(() => import(`./tw-DXbJaMUT.js`), []),
    './vi.ts': () => k(() => import(`./vi-Cltl_msP.js`), []),
  }),
  zn = new Map();
function Bn(e) {
  if (e === `en`) return Promise.resolve(Mn);
  const t = zn.get(e);
  if (t) return t;
  const n = Rn[`./${e}.ts`];
  if (!n) return Promise.reject(Error(`No catalogue for language "${e}"`));
  const r = n().then((e) => e.default);
  return (zn.set(e, r), r.catch(() => zn.delete(e)), r);
}
var Vn = [`/`, `/about.html`];
function Hn(e) {
  return Vn.includes(e) ? `landing` : `not-found`;
}
var Un = (e) => e.trim().toLowerCase().replace(/_/g, `-`).split(`-`);
function Wn(e, t) {
  const [n = ``, ...r] = Un(t);
  return e.find((e) => e.primary.includes(n) && (!e.anyOf || r.some((t) => e.anyOf?.includes(t))))?.code;
}
var Gn = [
    { code: `en`, nativeName: `English`, shortName: `EN`, tag: `en`, dir: `ltr` },
    { code: `cn`, nativeName: `简体中文`, shortName: `简中`, tag: `zh-CN`, dir: `ltr`, matches: { primary: [`zh`] } },
    {
      code: `tw`,
      nativeName: `繁體中文`,
      shortName: `繁中`,
      tag: `zh-TW`,
      dir: `ltr`,
      matches: { primary: [`zh`], anyOf: [`hant`, `tw`, `hk`, `mo`] },
    },
    { code: `es`, nativeName: `Español`, shortName: `ES`, tag: `es`, dir: `ltr` },
    { code: `pt`, nativeName: `Português`, shortName: `PT`, tag: `pt`, dir: `ltr` },
    { code: `af`, nativeName: `Afrikaans`, shortName: `AF`, tag: `af`, dir: `ltr` },
    { code: `el`, nativeName: `Ελληνικά`, shortName: `EL`, tag: `el`, dir: `ltr` },
    { code: `it`, nativeName: `Italiano`, shortName: `IT`, tag: `it`, dir: `ltr` },
    { code: `ru`, nativeName: `Русский`, shortName: `RU`, tag: `ru`, dir: `ltr` },
    { code: `tr`, nativeName: `Türkçe`, shortName: `TR`, tag: `tr`, dir: `ltr` },
    { code: `de`, nativeName: `Deutsch`, shortName: `DE`, tag: `de`, dir: `ltr` },
    { code: `fr`, nativeName: `Français`, shortName: `FR`, tag: `fr`, dir: `ltr` },
    { code: `ja`, nativeName: `日本語`, shortName: `JA`, tag: `ja`, dir: `ltr` },
    { code: `ko`, nativeName: `한국어`, shortName: `KO`, tag: `ko`, dir: `ltr` },
    { code: `ms`, nativeName: `Bahasa Melayu`, shortName: `MS`, tag: `ms`, dir: `ltr` },
    { code: `th`, nativeName: `ไทย`, shortName: `TH`, tag: `th`, dir: `ltr` },
    { code: `ph`, nativeName: `Filipino`, shortName: `FIL`, tag: `fil`, dir: `ltr`, matches: { primary: [`fil`, `tl`] } },
    { code: `ar`, nativeName: `العربية`, shortName: `AR`, tag: `ar`, dir: `rtl` },
    { code: `vi`, nativeName: `Tiếng Việt`, shortName: `VI`, tag: `vi`, dir: `ltr` },
    { code: `hi`, nativeName: `हिन्दी`, shortName: `HI`, tag: `hi`, dir: `ltr` },
    { code: `id`, nativeName: `Bahasa Indonesia`, shortName: `ID`, tag: `id`, dir: `ltr`, matches: { primary: [`id`, `in`] } },
  ],
  Kn = new Map(Gn.map((e) => [e.code, e]));
function qn(e) {
  return Kn.get(e);
}
function Jn(e) {
  return `${qn(e).tag}-u-nu-latn`;
}
var Yn = Gn.map((e) => ({ code: e.code, ...(`matches` in e ? e.matches : { primary: [e.code] }) })).sort(
  (e, t) => Number(!!t.anyOf) - Number(!!e.anyOf),
);
function Xn(e = 1e3) {
  return new Promise((t) => {
    if (typeof requestAnimationFrame != `function` || document.visibilityState === `hidden`) {
      setTimeout(t, 0);
      return;
    }
    const n = setTimeout(t, e);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(n), t();
      }, 0);
    });
  });
}
function Zn(e, t) {
  return `${e}/${t ? `h5` : `pc`}/`;
}
function Qn(e) {
  return `${e}/#/pagesC/applyshop/applyType`;
}
function $n(e, t) {
  return `${e}/wap/api/syspara!getSyspara.action?${new URLSearchParams({ code: `customer_service_url`, lang: t })}`;
}
var er = class extends Error {
  name = `CustomerServiceError`;
};
function tr(e) {
  return typeof e == `object` && !!e && !Array.isArray(e);
}
function nr(e) {
  let t;
  try {
    ({ protocol: t } = new URL(e));
  } catch {
    return !1;
  }
  return t === `http:` || t === `https:`;
}
function rr(e) {
  if (!tr(e)) throw new er(`Customer-service response is not a JSON object`);
  if (e.code !== `0`) throw new er(`Customer-service lookup failed: code is ${JSON.stringify(e.code)}, expected "0"`);
  if (!tr(e.data)) throw new er(`Customer-service response has no data object`);
  const t = e.data.customer_service_url;
  if (typeof t != `string` || t.trim() === ``) throw new er(`Customer-service response has no customer_service_url`);
  if (!nr(t.trim())) throw new er(`Customer-service URL is not an absolute http(s) URL`);
  return t.trim();
}
async function ir({ shopUrl: e, language: t, signal: n, fetch: r = globalThis.fetch }) {
  const i = await r($n(e, t), { headers: { Accept: `application/json` }, credentials: `omit`, ...(n ? { signal: n } : {}) });
  if (!i.ok) throw new er(`HTTP error! Status: ${i.status}`);
  let a;
  try {
    a = await i.json();
  } catch {
    throw new er(`Customer-service response is not valid JSON`);
  }
  return rr(a);
}
function ar(e) {
  return e.url || e.supportChatUrl;
}
var or = 8e3,
  sr = jn({
    types: { input: {}, context: {}, events: {} },
    actors: {
      fetchCustomerServiceUrl: sn(
        async ({ input: e, signal: t }) => (
          await Xn(), t.throwIfAborted(), ir({ shopUrl: e.shopUrl, language: e.language, signal: t })
        ),
      ),
    },
    actions: {
      openChatInNewTab: (e, t) => {
        window.open(t.url, `_blank`, `noopener,noreferrer`);
      },
      goToSupportChat: (e, t) => {
        window.location.assign(t.url);
      },
      logLookupError: (e, t) => {
        console.error(`Customer-service lookup failed; the cooperation button uses the support link.`, t.error);
      },
    },
    guards: { hasFetchedChatUrl: ({ context: e }) => e.url !== `` },
    delays: { lookupTimeout: or },
  }).createMachine({
    id: `customerService`,
    context: ({ input: e }) => ({ shopUrl: e.shopUrl, supportChatUrl: e.supportChatUrl, language: e.language, url: `` }),
    initial: `loading`,
    on: {
      'language.changed': { target: `.loading`, reenter: !0, actions: O(({ event: e }) => ({ language: e.language })) },
      'cooperation.open': [
        { guard: `hasFetchedChatUrl`, actions: { type: `openChatInNewTab`, params: ({ context: e }) => ({ url: e.url }) } },
        { actions: { type: `goToSupportChat`, params: ({ context: e }) => ({ url: e.supportChatUrl }) } },
      ],
    },
    states: {
      loading: {
        invoke: {
          id: `fetchCustomerServiceUrl`,
          src: `fetchCustomerServiceUrl`,
          input: ({ context: e }) => ({ shopUrl: e.shopUrl, language: e.language }),
          onDone: { target: `success`, actions: O(({ event: e }) => ({ url: e.output })) },
          onError: {
            target: `failure`,
            actions: [O({ url: `` }), { type: `logLookupError`, params: ({ event: e }) => ({ error: e.error }) }],
          },
        },
        after: {
          lookupTimeout: {
            target: `failure`,
            actions: [O({ url: `` }), { type: `logLookupError`, params: () => ({ error: Error(`Timed out after ${or} ms`) }) }],
          },
        },
      },
      success: {},
      failure: {},
    },
  }),
  cr = c(
    o((e, t, n) => {
      ((n, r) => {
        typeof e == `object` && t !== void 0
          ? (t.exports = (e, t, n, r, i) => {
              for (t = t.split ? t.split(`.`) : t, r = 0; r < t.length; r++) e = e ? e[t[r]] : i;
              return e === i ? n : e;
            })
          : typeof define == `function` && define.amd
            ? define(() => (e, t, n, r, i) => {
                for (t = t.split ? t.split(`.`) : t, r = 0; r < t.length; r++) e = e ? e[t[r]] : i;
                return e === i ? n : e;
              })
            : (n.dlv = (e, t, n, r, i) => {
                for (t = t.split ? t.split(`.`) : t, r = 0; r < t.length; r++) e = e ? e[t[r]] : i;
                return e === i ? n : e;
              });
      })(n);
    })(),
    1,
  ),
  lr = /{{(.*?)}}/g;
function ur(e, t) {
  return e.replace(lr, (e, n, r) => {
    for (e = 0, r = t, n = n.trim().split(`.`); r && e < n.length; ) r = r[n[e++]];
    return r ?? ``;
  });
}
function dr(e) {
  var t = ``,
    n = e || {};
  return {
    set(e, t) {
      n[e] = Object.assign(n[e] || {}, t);
    },
    locale(e) {
      return (t = e || t);
    },
    table(e) {
      return n[e];
    },
    t(e, r, i) {
      var a = (0, cr.default)(n[i || t], e, ``);
      return typeof a == `function` ? a(r) : typeof a == `string` ? ur(a, r) : a;
    },
  };
}
function fr(e, t, n = {}) {
  const r = dr({ en: Mn, [e]: t });
  return (
    r.locale(e),
    (e, t) => {
      const i = { ...n, ...t };
      return r.t(e, i) || r.t(e, i, `en`);
    }
  );
}
function pr(e, t, n) {
  const r = (e) => t.find((t) => t === e),
    i = r(e.stored);
  if (i) return { language: i, source: `stored` };
  for (const t of e.browserLanguages) {
    const e = r(Wn(n, t));
    if (e) return { language: e, source: `browser` };
  }
  const a = e.htmlLang ? r(Wn(n, e.htmlLang)) : void 0;
  return a ? { language: a, source: `html` } : { language: `en`, source: `default` };
}
function mr(e = () => window.localStorage) {
  return {
    read(t) {
      try {
        return e().getItem(t);
      } catch (e) {
        return (console.warn(`Storage is unavailable; "${t}" could not be read.`, e), null);
      }
    },
    write(t, n) {
      try {
        return (e().setItem(t, n), !0);
      } catch (e) {
        return (console.warn(`Storage is unavailable; "${t}" could not be saved.`, e), !1);
      }
    },
  };
}
var hr = `lang`;
function gr(e) {
  const { tag: t, dir: n } = qn(e.language),
    r = fr(e.language, e.catalogue, { brand: e.brandName });
  return {
    tag: t,
    dir: n,
    title: e.page === `landing` ? r(`meta.title`) : r(`meta.notFoundTitle`),
    description: r(`meta.description`),
  };
}
var _r = mr(),
  vr = jn({
    types: { input: {}, context: {}, events: {} },
    actors: {
      loadCatalogue: sn(({ input: e }) => Bn(e.language)),
      prefetchCatalogues: rn(({ input: e }) => {
        const t = () => {
          for (const t of e.offered) Bn(t).catch(() => {});
        };
        if (`requestIdleCallback` in window) {
          const e = window.requestIdleCallback(t, { timeout: 5e3 });
          return () => window.cancelIdleCallback(e);
        }
        const n = setTimeout(t, 2e3);
        return () => clearTimeout(n);
      }),
    },
    actions: {
      persistLanguage: (e, t) => {
        _r.write(hr, t.language);
      },
      applyDocumentLanguage: (e, t) => {
        const n = document.documentElement;
        (n.lang = t.tag),
          (n.dir = t.dir),
          (document.title = t.title),
          document.querySelector(`meta[name="description"]`)?.setAttribute(`content`, t.description);
      },
      logCatalogueError: (e, t) => {
        console.error(`Could not load the "${t.language}" catalogue; keeping the current language.`, t.error);
      },
      logRejectedLanguage: (e, t) => {
        console.error(`Ignored a request for language "${t.language}": it is not offered.`);
      },
      requestLanguage: O(({ event: e }) => ({ requested: e.language, source: `choice` })),
    },
    guards: {
      isShowingRequestedLanguage: ({ context: e }) => e.requested === e.language,
      isOfferedLanguage: ({ context: e, event: t }) => e.offered.some((e) => e === t.language),
      isLanguageOnScreen: ({ context: e, event: t }) => t.language === e.language,
      wasChosenByVisitor: ({ context: e }) => e.source === `choice`,
    },
  }).createMachine({
    id: `language`,
    context: ({ input: e }) => {
      const t = pr(e, e.offered, Yn);
      return {
        offered: e.offered,
        brandName: e.brandName,
        page: e.page,
        language: e.painted?.language ?? `en`,
        catalogue: e.painted?.catalogue ?? Mn,
        requested: t.language,
        source: t.source,
      };
    },
    invoke: { id: `prefetchCatalogues`, src: `prefetchCatalogues`, input: ({ context: e }) => ({ offered: e.offered }) },
    initial: `detecting`,
    states: {
      detecting: { always: [{ guard: `isShowingRequestedLanguage`, target: `ready` }, { target: `loading` }] },
      loading: {
        invoke: {
          id: `loadCatalogue`,
          src: `loadCatalogue`,
          input: ({ context: e }) => ({ language: e.requested }),
          onDone: [
            {
              guard: `wasChosenByVisitor`,
              target: `ready`,
              actions: [
                O(({ context: e, event: t }) => ({ language: e.requested, catalogue: t.output })),
                { type: `persistLanguage`, params: ({ context: e }) => ({ language: e.language }) },
              ],
            },
            { target: `ready`, actions: O(({ context: e, event: t }) => ({ language: e.requested, catalogue: t.output })) },
          ],
          onError: {
            target: `ready`,
            actions: [
              { type: `logCatalogueError`, params: ({ context: e, event: t }) => ({ language: e.requested, error: t.error }) },
              O(({ context: e }) => ({ requested: e.language })),
            ],
          },
        },
        on: {
          'language.select': [
            { guard: `isOfferedLanguage`, target: `loading`, reenter: !0, actions: `requestLanguage` },
            { actions: { type: `logRejectedLanguage`, params: ({ event: e }) => ({ language: e.language }) } },
          ],
        },
      },
      ready: {
        entry: { type: `applyDocumentLanguage`, params: ({ context: e }) => gr(e) },
        on: {
          'language.select': [
            {
              guard: `isLanguageOnScreen`,
              actions: { type: `persistLanguage`, params: ({ context: e }) => ({ language: e.language }) },
            },
            { guard: `isOfferedLanguage`, target: `loading`, actions: `requestLanguage` },
            { actions: { type: `logRejectedLanguage`, params: ({ event: e }) => ({ language: e.language }) } },
          ],
        },
      },
    },
  }),
  yr = `(max-width: 767.98px)`,
  br = jn({
    types: { input: {}, context: {}, children: {} },
    actors: {
      language: vr,
      customerService: sr,
      viewport: jn({
        types: { events: {} },
        actors: {
          watchViewport: rn(({ sendBack: e }) => {
            const t = window.matchMedia(yr),
              n = () => e({ type: `viewport.changed`, isNarrow: t.matches });
            return (n(), t.addEventListener(`change`, n), () => t.removeEventListener(`change`, n));
          }),
        },
        guards: { isNarrowReport: ({ event: e }) => e.isNarrow, isWideReport: ({ event: e }) => !e.isNarrow },
      }).createMachine({
        id: `viewport`,
        invoke: { id: `watchViewport`, src: `watchViewport` },
        initial: `wide`,
        states: {
          wide: { on: { 'viewport.changed': { guard: `isNarrowReport`, target: `narrow` } } },
          narrow: { on: { 'viewport.changed': { guard: `isWideReport`, target: `wide` } } },
        },
      }),
    },
    guards: {
      languageSettledOnANewValue: ({ context: e, event: t }) =>
        t.snapshot.matches(`ready`) && t.snapshot.context.language !== e.language,
    },
  }).createMachine({
    id: `page`,
    context: ({ input: e }) => ({ input: e, language: pr(e, e.offered, Yn).language }),
    invoke: [
      {
        id: `language`,
        systemId: `language`,
        src: `language`,
        input: ({ context: e }) => e.input,
        onSnapshot: {
          guard: `languageSettledOnANewValue`,
          actions: [
            O(({ event: e }) => ({ language: e.snapshot.context.language })),
            Cn(`customerService`, ({ context: e }) => ({ type: `language.changed`, language: e.language })),
          ],
        },
      },
      {
        id: `customerService`,
        systemId: `customerService`,
        src: `customerService`,
        input: ({ context: e }) => ({ shopUrl: e.input.shopUrl, supportChatUrl: e.input.supportChatUrl, language: e.language }),
      },
      { id: `viewport`, systemId: `viewport`, src: `viewport` },
    ],
  });
function xr(e, t) {
  if (e instanceof RegExp) return { keys: !1, pattern: e };
  var n,
    r,
    i,
    a,
    o = [],
    s = ``,
    c = e.split(`/`);
  for (c[0] || c.shift(); (i = c.shift()); )
    (n = i[0]),
      n === `*`
        ? (o.push(n), (s += i[1] === `?` ? `(?:/(.*))?` : `/(.*)`))
        : n === `:`
          ? ((r = i.indexOf(`?`, 1)),
            (a = i.indexOf(`.`, 1)),
            o.push(i.substring(1, ~r ? r : ~a ? a : i.length)),
            (s += ~r && !~a ? `(?:/([^/]+?))?` : `/([^/]+?)`),
            ~a && (s += (~r ? `?` : ``) + `\\` + i.substring(a)))
          : (s += `/` + i);
  return { keys: o, pattern: RegExp(`^` + s + (t ? `(?=$|/)` : `/?$`), `i`) };
}
var Sr = o((e) => {
    var t = f();
    function n(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var r = typeof Object.is == `function` ? Object.is : n,
      i = t.useState,
      a = t.useEffect,
      o = t.useLayoutEffect,
      s = t.useDebugValue;
    function c(e, t) {
      var n = t(),
        r = i({ inst: { value: n, getSnapshot: t } }),
        c = r[0].inst,
        u = r[1];
      return (
        o(() => {
          (c.value = n), (c.getSnapshot = t), l(c) && u({ inst: c });
        }, [e, n, t]),
        a(
          () => (
            l(c) && u({ inst: c }),
            e(() => {
              l(c) && u({ inst: c });
            })
          ),
          [e],
        ),
        s(n),
        n
      );
    }
    function l(e) {
      var t = e.getSnapshot;
      e = e.value;
      try {
        var n = t();
        return !r(e, n);
      } catch {
        return !0;
      }
    }
    function u(e, t) {
      return t();
    }
    var d = typeof window > `u` || window.document === void 0 || window.document.createElement === void 0 ? u : c;
    e.useSyncExternalStore = t.useSyncExternalStore === void 0 ? d : t.useSyncExternalStore;
  }),
  Cr = o((e, t) => {
    t.exports = Sr();
  }),
  A = c(f(), 1),
  wr = Cr(),
  Tr = A.useInsertionEffect,
  Er =
    typeof window < `u` && window.document !== void 0 && window.document.createElement !== void 0
      ? A.useLayoutEffect
      : A.useEffect,
  Dr = Tr || Er,
  Or = (e) => {
    const t = A.useRef([e, (...e) => t[0](...e)]).current;
    return (
      Dr(() => {
        t[0] = e;
      }),
      t[1]
    );
  },
  kr = [`popstate`, `pushState`, `replaceState`, `hashchange`],
  Ar = [],
  jr = () => Ar.forEach((e) => e()),
  Mr = (e) => (
    Ar.push(e) === 1 && kr.forEach((e) => addEventListener(e, jr)),
    () => {
      (Ar = Ar.filter((t) => t !== e)), Ar.length || kr.forEach((e) => removeEventListener(e, jr));
    }
  ),
  Nr = (e, t) => (0, wr.useSyncExternalStore)(Mr, e, t),
  Pr = () => location.search,
  Fr = ({ ssrSearch: e } = {}) => Nr(Pr, e == null ? Pr : () => e),
  Ir = () => location.pathname,
  Lr = ({ ssrPath: e } = {}) => Nr(Ir, e == null ? Ir : () => e),
  Rr = (e, { replace: t = !1, state: n = null } = {}) => history[t ? `replaceState` : `pushState`](n, ``, e),
  zr = (e) => [Lr(e), Rr],
  Br = Symbol.for(`wouter_v3`);
if (typeof history < `u` && window[Br] === void 0) {
  for (const e of [`pushState`, `replaceState`]) {
    const t = history[e];
    history[e] = function () {
      const n = t.apply(this, arguments),
        r = new Event(e);
      return ((r.arguments = arguments), dispatchEvent(r), n);
    };
  }
  Object.defineProperty(window, Br, { value: !0 });
}
var Vr = (e = ``) => (e === `/` ? `` : e),
  Hr = (e, t) => (e[0] === `~` ? e.slice(1) : Vr(t) + e),
  Ur = (e, t) => (
    (e = Wr(Vr(e))),
    (t = Wr(t)),
    !e || (t.toLowerCase() + `/`).startsWith(e.toLowerCase() + `/`) ? t.slice(e.length) || `/` : `~` + t
  ),
  Wr = (e) => {
    try {
      return e.includes(`%`) ? decodeURI(e) : e;
    } catch {
      return e;
    }
  },
  Gr = {
    hook: zr,
    searchHook: Fr,
    parser: xr,
    base: ``,
    ssrPath: void 0,
    ssrSearch: void 0,
    ssrContext: void 0,
    hrefs: (e) => e,
    aroundNav: (e, t, n) => e(t, n),
  },
  Kr = (0, A.createContext)(Gr),
  qr = () => (0, A.useContext)(Kr),
  Jr = {},
  Yr = (0, A.createContext)(Jr),
  Xr = () => (0, A.useContext)(Yr),
  Zr = (e, t = e.base) => Ur(t, e.hook(e)[0]),
  Qr = (e) => {
    const [t, n] = e.hook(e);
    return [Ur(e.base, t), Or((t, r) => e.aroundNav(n, Hr(t, e.base), r))];
  },
  $r = () => Qr(qr()),
  ei = (e, t, n, r) => {
    const { pattern: i, keys: a } = t instanceof RegExp ? { pattern: t } : e(t || `*`, r),
      o = i.exec(n);
    if (!o) return [!1, null];
    const s = {};
    for (let e = 1; e < o.length; e++) s[e - 1] = o[e];
    if (a) for (let e = 0; e < a.length; e++) s[a[e]] = o[e + 1];
    else Object.assign(s, o.groups);
    return r ? [!0, s, o[0]] : [!0, s];
  },
  ti = ({ children: e, ...t }) => {
    let n = qr(),
      r = t.hook ? Gr : n,
      i = r;
    if (t.ssrPath) {
      const [e, n = t.ssrSearch ?? ``] = t.ssrPath.split(`?`);
      e && ((t.ssrSearch = n), (t.ssrPath = e));
    }
    (t.hrefs = t.hrefs ?? t.hook?.hrefs), (t.searchHook = t.searchHook ?? t.hook?.searchHook);
    let a = (0, A.useRef)(r),
      o = a.current,
      s = o;
    for (const e in r) {
      const n = e === `base` ? r[e] + (t[e] ?? ``) : (t[e] ?? r[e]);
      n !== s[e] && (o === s && (a.current = s = { ...s }), (s[e] = n)), (n !== r[e] || n !== i[e]) && (i = s);
    }
    return (0, A.createElement)(Kr.Provider, { value: i }, e);
  },
  ni = ({ children: e, component: t }, n) => (t ? (0, A.createElement)(t, { params: n }) : typeof e == `function` ? e(n) : e),
  ri = (e) => {
    const t = (0, A.useRef)(Jr),
      n = t.current,
      r = Object.keys(e);
    return (t.current = r.length !== Object.keys(n).length || r.some((t) => e[t] !== n[t]) ? e : n);
  },
  ii = ({ path: e, nest: t, match: n, ...r }) => {
    const i = qr(),
      a = Zr(i),
      [o, s, c] = n ?? ei(i.parser, e, a, t),
      l = ri({ ...Xr(), ...s });
    if (!o) return null;
    const u = ni(r, l);
    return (0, A.createElement)(Yr.Provider, { value: l }, c ? (0, A.createElement)(ti, { base: c }, u) : u);
  };
(0, A.forwardRef)((e, t) => {
  const n = qr(),
    [r, i] = Qr(n),
    { to: a = ``, href: o = a, onClick: s, asChild: c, children: l, className: u, replace: d, state: f, transition: p, ...m } = e;
  return (
    (m.onClick = Or((t) => {
      t.ctrlKey ||
        t.metaKey ||
        t.altKey ||
        t.shiftKey ||
        t.button !== 0 ||
        (s?.(t), t.defaultPrevented || (t.preventDefault(), i(o, e)));
    })),
    (m.href = n.hrefs(o[0] === `~` ? o.slice(1) : n.base + o, n)),
    u !== void 0 && (m.className = u?.call ? u(r === o) : u),
    t && (m.ref = t),
    c && (0, A.isValidElement)(l) ? (0, A.cloneElement)(l, m) : (0, A.createElement)(`a`, m, l)
  );
});
var ai = (e, t = []) => {
    if (Array.isArray(e)) for (const n of e) ai(n && n.type === A.Fragment ? n.props.children : n, t);
    else t.push(e);
    return t;
  },
  oi = ({ children: e, location: t }) => {
    const n = qr(),
      r = Zr(n);
    for (const i of ai(e)) {
      let e = 0;
      if ((0, A.isValidElement)(i) && (e = ei(n.parser, i.props.path, t || r, i.props.nest))[0])
        return (0, A.cloneElement)(i, { match: e });
    }
    return null;
  },
  si = A.useLayoutEffect,
  ci = o((e) => {
    var t = f(),
      n = Cr();
    function r(e, t) {
      return (e === t && (e !== 0 || 1 / e == 1 / t)) || (e !== e && t !== t);
    }
    var i = typeof Object.is == `function` ? Object.is : r,
      a = n.useSyncExternalStore,
      o = t.useRef,
      s = t.useEffect,
      c = t.useMemo,
      l = t.useDebugValue;
    e.useSyncExternalStoreWithSelector = (e, t, n, r, u) => {
      var d = o(null);
      if (d.current === null) {
        var f = { hasValue: !1, value: null };
        d.current = f;
      } else f = d.current;
      d = c(() => {
        function e(e) {
          if (!a) {
            if (((a = !0), (o = e), (e = r(e)), u !== void 0 && f.hasValue)) {
              var t = f.value;
              if (u(t, e)) return (s = t);
            }
            return (s = e);
          }
          if (((t = s), i(o, e))) return t;
          var n = r(e);
          return u !== void 0 && u(t, n) ? ((o = e), t) : ((o = e), (s = n));
        }
        var a = !1,
          o,
          s,
          c = n === void 0 ? null : n;
        return [() => e(t()), c === null ? void 0 : () => e(c())];
      }, [t, n, r, u]);
      var p = a(e, d[0], d[1]);
      return (
        s(() => {
          (f.hasValue = !0), (f.value = p);
        }, [p]),
        l(p),
        p
      );
    };
  }),
  li = o((e, t) => {
    t.exports = ci();
  })(),
  ui = (e, t) => {
    t(e);
    const n = e.getSnapshot().children;
    n &&
      Object.values(n).forEach((e) => {
        ui(e, t);
      });
  };
function di(e) {
  const t = [];
  ui(e, (e) => {
    t.push([e, e.getSnapshot()]), (e.observers = new Set());
  });
  const n = e.system.getSnapshot?.();
  e.stop(),
    (e.system._snapshot = n),
    t.forEach(([e, t]) => {
      (e._processingStatus = 0), (e._snapshot = t);
    });
}
function fi(e, ...[t]) {
  let [[n, r], i] = (0, A.useState)(() => {
    const n = je(e, t);
    return [e.config, n];
  });
  if (e.config !== n) {
    const n = je(e, { ...t, snapshot: r.getPersistedSnapshot({ __unsafeAllowInlineActors: !0 }) });
    i([e.config, n]), (r = n);
  }
  return (
    si(() => {
      r.logic.implementations = e.implementations;
    }),
    r
  );
}
function pi(e, t) {
  return e === t;
}
function mi(e, t, n = pi) {
  const r = (0, A.useCallback)(
      (t) => {
        if (!e) return () => {};
        const { unsubscribe: n } = e.subscribe({ next: t, error: t });
        return n;
      },
      [e],
    ),
    i = (0, A.useCallback)(() => {
      const t = e?.getSnapshot();
      if (t && `status` in t && t.status === `error`) throw t.error;
      return t;
    }, [e]);
  return (0, li.useSyncExternalStoreWithSelector)(r, i, i, t, n);
}
function hi(e, ...[t]) {
  const n = fi(e, t),
    r = (0, A.useCallback)(() => n.getSnapshot(), [n]),
    i = (0, A.useCallback)(
      (e) => {
        const { unsubscribe: t } = n.subscribe({ next: e, error: e });
        return t;
      },
      [n],
    ),
    a = (0, wr.useSyncExternalStore)(i, r, r),
    o = `status` in a ? a : void 0;
  if (o?.status === `error`) throw o.error;
  return (
    (0, A.useEffect)(
      () => (
        n.start(),
        () => {
          di(n);
        }
      ),
      [n],
    ),
    [a, n.send, n]
  );
}
function gi(e, ...[t]) {
  return hi(e, t);
}
var _i = [`privacy`, `terms`, `cookies`],
  j = {
    brandName: `Marketly`,
    shopUrl: `https://shop.example.com`,
    merchantUrl: `https://shop.example.com`,
    supportChatUrl: `https://support.example.com/chat?key=demo-support-key`,
    contactEmail: `partners@example.com`,
    companyAddress: `Friedrichstraße 123, 10117 Berlin, Germany`,
    legalUrls: { privacy: null, terms: null, cookies: null },
    socialProfiles: [],
    offeredLanguages: [`en`, `cn`, `de`, `vi`],
    siteUrl: `https://www.example.com`,
  },
  vi = o((e) => {
    var t = Symbol.for(`react.transitional.element`),
      n = Symbol.for(`react.fragment`);
    function r(e, n, r) {
      var i = null;
      if ((r !== void 0 && (i = `` + r), n.key !== void 0 && (i = `` + n.key), `key` in n))
        for (var a in ((r = {}), n)) a !== `key` && (r[a] = n[a]);
      else r = n;
      return ((n = r.ref), { $$typeof: t, type: e, key: i, ref: n === void 0 ? null : n, props: r });
    }
    (e.Fragment = n), (e.jsx = r), (e.jsxs = r);
  }),
  M = o((e, t) => {
    t.exports = vi();
  })(),
  yi = (0, A.createContext)(null);
function bi({ actor: e, onStart: t, children: n }) {
  return (
    (0, A.useEffect)(() => {
      e.start(), t?.();
    }, [e, t]),
    (0, M.jsx)(yi, { value: e, children: (0, M.jsx)(ji, { children: n }) })
  );
}
function xi() {
  const e = (0, A.useContext)(yi);
  if (!e) throw Error(`usePage must be used inside <PageProvider>`);
  return e;
}
function Si(e) {
  const t = xi().getSnapshot().children[e];
  if (!t) throw Error(`The page machine has no "${e}" actor`);
  return t;
}
var Ci = () => Si(`language`);
function wi(e) {
  return mi(Si(`language`), e);
}
function Ti(e) {
  return mi(Si(`customerService`), e);
}
var Ei = () => Si(`customerService`);
function Di() {
  const e = mi(Si(`viewport`), (e) => e.matches(`narrow`));
  return Zn(j.shopUrl, e);
}
var Oi = new WeakMap();
function ki(e, t) {
  let n = Oi.get(t);
  return (n || ((n = fr(e, t, { brand: j.brandName, email: j.contactEmail })), Oi.set(t, n)), n);
}
var Ai = (0, A.createContext)(null);
function ji({ children: e }) {
  const t = wi((e) => e.context.language),
    n = wi((e) => e.context.catalogue),
    r = (0, A.useMemo)(() => ({ t: ki(t, n), language: t }), [t, n]);
  return (0, M.jsx)(Ai, { value: r, children: e });
}
function Mi() {
  const e = (0, A.useContext)(Ai);
  if (!e) throw Error(`useTranslation must be used inside <PageProvider>`);
  return e;
}
function Ni({ value: e, children: t }) {
  return (0, M.jsx)(Ai, { value: e, children: t });
}
var Pi = `c1wl5dem`,
  Fi = `b1fa98do`,
  Ii = `sjozi3c`,
  Li = `s1q6qnez`,
  Ri = `szji8qq`,
  zi = `cm3dc31`,
  Bi = `c1mkynbw`,
  Vi = `i1uhcr87`,
  Hi = `p1g2o8cm`,
  Ui = `s10esq7k`,
  Wi = `g1qmx509`,
  Gi = `v20cphc`,
  Ki = `p173hnvh`,
  qi = `k1zhi1d`;
function Ji(e) {
  const t = e.lastIndexOf(` `);
  if (t <= 0 || e.includes(`​`, t)) return -1;
  const n = Math.max(e.lastIndexOf(` `, t - 1), e.lastIndexOf(`​`, t - 1));
  return n === -1 ? -1 : n + 1;
}
var Yi = /(​| )/;
function Xi({ text: e }) {
  return e.includes(`​`)
    ? e
        .split(Yi)
        .map((e, t) =>
          (0, M.jsx)(
            A.Fragment,
            {
              children:
                e === `​` ? (0, M.jsx)(`wbr`, {}) : e === ` ` || e === `` ? e : (0, M.jsx)(`span`, { className: Ki, children: e }),
            },
            t,
          ),
        )
    : e;
}
function Zi({ text: e }) {
  const t = Ji(e);
  return t === -1
    ? (0, M.jsx)(Xi, { text: e })
    : (0, M.jsxs)(M.Fragment, {
        children: [
          (0, M.jsx)(Xi, { text: e.slice(0, t) }),
          (0, M.jsx)(`span`, { className: qi, children: (0, M.jsx)(Xi, { text: e.slice(t) }) }),
        ],
      });
}
function Qi({ children: e, size: t = 24, className: n }) {
  return (0, M.jsx)(`svg`, {
    'aria-hidden': `true`,
    focusable: `false`,
    width: t,
    height: t,
    viewBox: `0 0 24 24`,
    fill: `none`,
    stroke: `currentColor`,
    strokeWidth: `1.8`,
    strokeLinecap: `round`,
    strokeLinejoin: `round`,
    className: n,
    children: e,
  });
}
var $i = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2` }),
        (0, M.jsx)(`circle`, { cx: `9.5`, cy: `19.5`, r: `1.3` }),
        (0, M.jsx)(`circle`, { cx: `17`, cy: `19.5`, r: `1.3` }),
      ],
    }),
  ea = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M4 9.5V20h16V9.5` }),
        (0, M.jsx)(`path`, {
          d: `M3 9.5 5 4h14l2 5.5a2.6 2.6 0 0 1-4.5 1.6 2.6 2.6 0 0 1-4.5 0 2.6 2.6 0 0 1-4.5 0A2.6 2.6 0 0 1 3 9.5Z`,
        }),
        (0, M.jsx)(`path`, { d: `M9.5 20v-5h5v5` }),
      ],
    }),
  ta = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `m11 17 2 2a1.4 1.4 0 0 0 2-2` }),
        (0, M.jsx)(`path`, { d: `m14 14 2.5 2.5a1.4 1.4 0 0 0 2-2L15 11` }),
        (0, M.jsx)(`path`, { d: `m2.5 12.5 4-4 5 1.5 3-2 6.5 5.5` }),
        (0, M.jsx)(`path`, { d: `m6.5 8.5-4 4 6.5 6.5a1.4 1.4 0 0 0 2-2` }),
        (0, M.jsx)(`path`, { d: `M11.5 10 9 12.5a1.4 1.4 0 0 0 2 2l3-2.5` }),
      ],
    }),
  na = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M12 3 4.5 6v5.5c0 4.6 3.2 8 7.5 9.5 4.3-1.5 7.5-4.9 7.5-9.5V6Z` }),
        (0, M.jsx)(`path`, { d: `m8.8 12 2.2 2.2 4.2-4.4` }),
      ],
    }),
  ra = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M2.5 6h11v10h-11z` }),
        (0, M.jsx)(`path`, { d: `M13.5 9.5h4l3 3.5V16h-7` }),
        (0, M.jsx)(`circle`, { cx: `6.5`, cy: `17.5`, r: `1.8` }),
        (0, M.jsx)(`circle`, { cx: `17`, cy: `17.5`, r: `1.8` }),
      ],
    }),
  ia = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M4 14v-2a8 8 0 0 1 16 0v2` }),
        (0, M.jsx)(`path`, { d: `M4 14h3v5H5a1 1 0 0 1-1-1Z` }),
        (0, M.jsx)(`path`, { d: `M20 14h-3v5h2a1 1 0 0 0 1-1Z` }),
        (0, M.jsx)(`path`, { d: `M17 19c0 1.1-1.3 2-3 2h-1.5` }),
      ],
    }),
  aa = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M12 3.5 13.8 9l5.7 1.8-5.7 1.8L12 18.5l-1.8-5.9-5.7-1.8L10.2 9Z` }),
        (0, M.jsx)(`path`, { d: `M19 3v3M17.5 4.5h3` }),
      ],
    }),
  oa = (e) =>
    (0, M.jsx)(Qi, {
      ...e,
      children: (0, M.jsx)(`path`, {
        d: `M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z`,
      }),
    }),
  sa = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, {
          d: `m12 2.8 2.3 1.7 2.8-.1.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.1L12 19.8l-2.3-1.7-2.8.1-.9-2.7-2.3-1.6.9-2.7-.9-2.7 2.3-1.6.9-2.7 2.8.1Z`,
        }),
        (0, M.jsx)(`path`, { d: `m8.8 11.4 2.2 2.2 4.2-4.4` }),
      ],
    }),
  ca = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`circle`, { cx: `12`, cy: `12`, r: `9` }),
        (0, M.jsx)(`path`, { d: `M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z` }),
      ],
    }),
  la = (e) => (0, M.jsx)(Qi, { ...e, children: (0, M.jsx)(`path`, { d: `m6 9 6 6 6-6` }) }),
  ua = (e) => (0, M.jsx)(Qi, { ...e, children: (0, M.jsx)(`path`, { d: `M5 12h14M13 6l6 6-6 6` }) }),
  N = (e) => (0, M.jsx)(Qi, { ...e, children: (0, M.jsx)(`path`, { d: `m5 12.5 4.5 4.5L19 7.5` }) }),
  P = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`rect`, { x: `3`, y: `5`, width: `18`, height: `14`, rx: `2` }),
        (0, M.jsx)(`path`, { d: `m3.5 6.5 8.5 6.5 8.5-6.5` }),
      ],
    }),
  da = (e) =>
    (0, M.jsxs)(Qi, {
      ...e,
      children: [
        (0, M.jsx)(`path`, { d: `M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z` }),
        (0, M.jsx)(`circle`, { cx: `12`, cy: `10`, r: `2.3` }),
      ],
    });
function fa({ as: e, children: t, ...n }) {
  const [r, i] = (0, A.useState)(!1),
    a = (0, A.useCallback)((e) => {
      if (!e || typeof IntersectionObserver != `function`) return;
      const t = new IntersectionObserver((e) => {
        const t = e.at(-1),
          n = t?.rootBounds?.bottom ?? window.innerHeight;
        t && i(!t.isIntersecting && t.boundingClientRect.top >= n);
      });
      return (t.observe(e), () => t.disconnect());
    }, []),
    o = Mi(),
    s = (0, A.useDeferredValue)(o),
    c = r ? s : o,
    { tag: l, dir: u } = qn(c.language),
    d = c.language === o.language ? {} : { lang: l, dir: u };
  return (0, M.jsx)(e, { ref: a, ...n, ...d, children: (0, M.jsx)(Ni, { value: c, children: t }) });
}
function pa({ className: e, ...t }) {
  return (0, M.jsx)(fa, { className: e ? `${Fi} ${e}` : Fi, ...t });
}
var ma = `a1wmbi2y`,
  ha = `c1yca1g4`,
  ga = `cux6e75`,
  _a = `c1f4bfi7`,
  va = `a1wjb4ws`;
function ya(e) {
  return (0, M.jsxs)(`article`, {
    className: Bi,
    children: [
      (0, M.jsx)(`span`, { className: Vi, children: e.icon }),
      (0, M.jsx)(`p`, { className: ha, children: e.subtitle }),
      (0, M.jsx)(`h3`, { children: (0, M.jsx)(Zi, { text: e.title }) }),
      (0, M.jsx)(`p`, { className: ga, children: e.description }),
      e.action,
    ],
  });
}
function ba(e) {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
function xa() {
  return (0, M.jsx)(pa, {
    as: `section`,
    id: `about`,
    className: `${Ii} ${ma}`,
    'aria-labelledby': `about-title`,
    children: (0, M.jsx)(Sa, {}),
  });
}
function Sa() {
  const { t: e } = Mi(),
    t = Di(),
    n = Ti((e) => ar(e.context)),
    r = Ei();
  return (0, M.jsxs)(`div`, {
    className: Pi,
    children: [
      (0, M.jsx)(`h2`, { id: `about-title`, className: Li, children: (0, M.jsx)(Zi, { text: e(`valuePropositions.heading`) }) }),
      (0, M.jsx)(`p`, { className: Ri, children: e(`valuePropositions.intro`) }),
      (0, M.jsxs)(`div`, {
        className: va,
        children: [
          (0, M.jsx)(ya, {
            icon: (0, M.jsx)($i, {}),
            title: e(`valuePropositions.buy.title`),
            subtitle: e(`valuePropositions.buy.subtitle`),
            description: e(`valuePropositions.buy.description`),
            action: (0, M.jsxs)(`a`, {
              className: `${Hi} ${_a}`,
              href: t,
              children: [e(`valuePropositions.buy.action`), (0, M.jsx)(ua, { size: 18, className: `flip-in-rtl` })],
            }),
          }),
          (0, M.jsx)(ya, {
            icon: (0, M.jsx)(ea, {}),
            title: e(`valuePropositions.sell.title`),
            subtitle: e(`valuePropositions.sell.subtitle`),
            description: e(`valuePropositions.sell.description`),
            action: (0, M.jsx)(`a`, {
              className: `${Ui} ${_a}`,
              href: Qn(j.merchantUrl),
              children: e(`valuePropositions.sell.action`),
            }),
          }),
          (0, M.jsx)(ya, {
            icon: (0, M.jsx)(ta, {}),
            title: e(`valuePropositions.cooperate.title`),
            subtitle: e(`valuePropositions.cooperate.subtitle`),
            description: e(`valuePropositions.cooperate.description`),
            action: (0, M.jsx)(`a`, {
              className: `${Ui} ${_a}`,
              href: n,
              rel: `noopener noreferrer`,
              title: e(`valuePropositions.cooperate.newTabHint`),
              onClick: (e) => {
                ba(e) && (e.preventDefault(), r.send({ type: `cooperation.open` }));
              },
              children: e(`valuePropositions.cooperate.action`),
            }),
          }),
        ],
      }),
    ],
  });
}
var Ca = `f1bwzyo8`,
  wa = `a1w7zy1j`,
  Ta = class extends A.Component {
    state = { failed: !1 };
    static getDerivedStateFromError() {
      return { failed: !0 };
    }
    componentDidCatch(e, t) {
      console.error(`The page failed to render; showing the fallback.`, e, t.componentStack);
    }
    render() {
      return this.state.failed
        ? (0, M.jsxs)(`main`, {
            id: `main`,
            className: `${Pi} ${Ca}`,
            children: [
              (0, M.jsx)(`p`, { children: (0, M.jsx)(`img`, { src: `/logo.svg`, alt: ``, width: `48`, height: `48` }) }),
              (0, M.jsx)(`h1`, { children: j.brandName }),
              (0, M.jsx)(`p`, { children: Mn.common.error }),
              (0, M.jsxs)(`div`, {
                className: wa,
                children: [
                  (0, M.jsx)(`a`, { className: Hi, href: Zn(j.shopUrl, !1), children: Mn.hero.getStarted }),
                  (0, M.jsx)(`a`, { className: Ui, href: j.supportChatUrl, children: Mn.valuePropositions.cooperate.action }),
                ],
              }),
            ],
          })
        : this.props.children;
    }
  },
  Ea = `f2hvhvp`,
  Da = [
    { key: `quality`, Icon: na },
    { key: `delivery`, Icon: ra },
    { key: `service`, Icon: ia },
    { key: `selection`, Icon: aa },
    { key: `customerFirst`, Icon: oa },
    { key: `genuine`, Icon: sa },
  ];
function Oa() {
  return (0, M.jsx)(pa, {
    as: `section`,
    id: `features`,
    className: Ii,
    'aria-labelledby': `features-title`,
    children: (0, M.jsx)(ka, {}),
  });
}
function ka() {
  const { t: e } = Mi();
  return (0, M.jsxs)(`div`, {
    className: Pi,
    children: [
      (0, M.jsx)(`h2`, { id: `features-title`, className: Li, children: (0, M.jsx)(Zi, { text: e(`features.heading`) }) }),
      (0, M.jsx)(`p`, { className: Ri, children: e(`features.intro`) }),
      (0, M.jsx)(`div`, {
        className: zi,
        children: Da.map(({ key: t, Icon: n }) =>
          (0, M.jsxs)(
            `article`,
            {
              className: Bi,
              children: [
                (0, M.jsx)(`span`, { className: Vi, children: (0, M.jsx)(n, {}) }),
                (0, M.jsx)(`h3`, { children: (0, M.jsx)(Zi, { text: e(`features.${t}.title`) }) }),
                (0, M.jsx)(`p`, { className: Ea, children: e(`features.${t}.description`) }),
              ],
            },
            t,
          ),
        ),
      }),
    ],
  });
}
var Aa = () => () => {};
function ja(e, t) {
  return (0, A.useSyncExternalStore)(Aa, e, t);
}
var Ma = { logo: `brand-logo`, onDark: `brand-logo-on-dark`, onLight: `brand-logo-on-light` },
  Na = `b1ivl9k5`;
function Pa({ className: e, background: t }) {
  const n = { page: ``, dark: ` ${Ma.onDark}`, light: ` ${Ma.onLight}` }[t];
  return (0, M.jsx)(`span`, { className: `${Na} ${Ma.logo}${n} ${e}` });
}
var Fa = `frwnoh4`,
  Ia = `g1p21qh6`,
  F = `b12981yf`,
  La = `b178e6gz`,
  Ra = `c1ouz0lv`,
  za = `g14vs4wu`,
  Ba = `ba8l46q`,
  Va = `f1awhli1`,
  Ha = () =>
    ja(
      () => new Date().getFullYear(),
      () => 2026,
    );
function Ua({ url: e, label: t }) {
  return e ? (0, M.jsx)(`a`, { href: e, children: t }) : (0, M.jsx)(`a`, { role: `link`, 'aria-disabled': `true`, children: t });
}
function Wa() {
  return (0, M.jsx)(pa, { as: `footer`, id: `contact`, className: Fa, children: (0, M.jsx)(Ga, {}) });
}
function Ga() {
  const { t: e } = Mi(),
    t = Ha(),
    n = Di();
  return (0, M.jsxs)(`div`, {
    className: Pi,
    children: [
      (0, M.jsxs)(`div`, {
        className: Ia,
        children: [
          (0, M.jsxs)(`div`, {
            children: [
              (0, M.jsxs)(`h2`, {
                id: `contact-title`,
                className: F,
                children: [(0, M.jsx)(Pa, { className: La, background: `dark` }), (0, M.jsx)(`bdi`, { children: j.brandName })],
              }),
              (0, M.jsx)(`p`, { children: e(`footer.companyDescription`) }),
              (0, M.jsxs)(`address`, {
                className: Ra,
                children: [
                  (0, M.jsxs)(`p`, {
                    children: [
                      (0, M.jsx)(P, { size: 18 }),
                      (0, M.jsxs)(`span`, {
                        children: [
                          (0, M.jsxs)(`span`, { children: [e(`footer.emailLabel`), `: `] }),
                          (0, M.jsx)(`a`, {
                            href: `mailto:${j.contactEmail}`,
                            children: (0, M.jsx)(`bdi`, { children: j.contactEmail }),
                          }),
                        ],
                      }),
                    ],
                  }),
                  (0, M.jsxs)(`p`, {
                    children: [
                      (0, M.jsx)(da, { size: 18 }),
                      (0, M.jsxs)(`span`, {
                        children: [
                          (0, M.jsxs)(`span`, { children: [e(`footer.address`), `: `] }),
                          (0, M.jsx)(`bdi`, { translate: `no`, children: j.companyAddress }),
                        ],
                      }),
                    ],
                  }),
                ],
              }),
            ],
          }),
          (0, M.jsxs)(`nav`, {
            className: za,
            'aria-labelledby': `footer-company`,
            children: [
              (0, M.jsx)(`h2`, { id: `footer-company`, children: e(`footer.company`) }),
              (0, M.jsxs)(`ul`, {
                children: [
                  (0, M.jsx)(`li`, { children: (0, M.jsx)(`a`, { href: `#about`, children: e(`footer.aboutUs`) }) }),
                  (0, M.jsx)(`li`, { children: (0, M.jsx)(`a`, { href: `#features`, children: e(`nav.features`) }) }),
                  (0, M.jsx)(`li`, { children: (0, M.jsx)(`a`, { href: `#about`, children: e(`footer.partnerships`) }) }),
                ],
              }),
            ],
          }),
          (0, M.jsxs)(`nav`, {
            className: za,
            'aria-labelledby': `footer-product`,
            children: [
              (0, M.jsx)(`h2`, { id: `footer-product`, children: e(`footer.product`) }),
              (0, M.jsxs)(`ul`, {
                children: [
                  (0, M.jsx)(`li`, { children: (0, M.jsx)(`a`, { href: n, children: e(`footer.openShop`) }) }),
                  (0, M.jsx)(`li`, {
                    children: (0, M.jsx)(`a`, { href: Qn(j.merchantUrl), children: e(`footer.sellerCentre`) }),
                  }),
                ],
              }),
            ],
          }),
          (0, M.jsxs)(`nav`, {
            className: za,
            'aria-labelledby': `footer-legal`,
            children: [
              (0, M.jsx)(`h2`, { id: `footer-legal`, children: e(`footer.legal`) }),
              (0, M.jsx)(`ul`, {
                children: _i.map((t) =>
                  (0, M.jsx)(`li`, { children: (0, M.jsx)(Ua, { url: j.legalUrls[t], label: e(`footer.${t}`) }) }, t),
                ),
              }),
            ],
          }),
          (0, M.jsxs)(`div`, {
            className: za,
            children: [
              (0, M.jsx)(`h2`, { children: e(`footer.downloadApp`) }),
              (0, M.jsx)(`ul`, {
                children: (0, M.jsx)(`li`, {
                  children: (0, M.jsx)(`a`, { href: Zn(j.shopUrl, !0), children: e(`footer.mobileShop`) }),
                }),
              }),
              j.socialProfiles.length > 0 &&
                (0, M.jsxs)(M.Fragment, {
                  children: [
                    (0, M.jsx)(`h2`, { className: Va, children: e(`footer.followUs`) }),
                    (0, M.jsx)(`ul`, {
                      children: j.socialProfiles.map(({ url: e, label: t }) =>
                        (0, M.jsx)(`li`, { children: (0, M.jsx)(`a`, { href: e, rel: `me`, children: t }) }, e),
                      ),
                    }),
                  ],
                }),
            ],
          }),
        ],
      }),
      (0, M.jsxs)(`div`, {
        className: Ba,
        children: [
          (0, M.jsxs)(`p`, {
            children: [`© `, t, ` `, (0, M.jsx)(`bdi`, { children: j.brandName }), `. `, e(`footer.allRightsReserved`)],
          }),
          (0, M.jsx)(`p`, { children: e(`marketing.trust`) }),
        ],
      }),
    ],
  });
}
var Ka = (e, t) => Math.min(Math.max(e, 0), Math.max(t - 1, 0)),
  qa = jn({
    types: { input: {}, context: {}, events: {} },
    actions: {
      openAt: O(({ context: e, event: t }) => ({
        activeIndex: `activeIndex` in t ? Ka(t.activeIndex, e.itemCount) : 0,
        restoreFocus: !1,
      })),
    },
  }).createMachine({
    id: `menu`,
    context: ({ input: e }) => ({ itemCount: e.itemCount, activeIndex: 0, restoreFocus: !1 }),
    initial: `closed`,
    states: {
      closed: {
        on: { 'menu.open': { target: `open`, actions: `openAt` }, 'menu.toggle': { target: `open`, actions: `openAt` } },
      },
      open: {
        on: {
          'menu.toggle': { target: `closed`, actions: O({ restoreFocus: !0 }) },
          'menu.close': { target: `closed`, actions: O(({ event: e }) => ({ restoreFocus: e.restoreFocus })) },
          'menu.next': { actions: O(({ context: e }) => ({ activeIndex: (e.activeIndex + 1) % e.itemCount })) },
          'menu.previous': { actions: O(({ context: e }) => ({ activeIndex: (e.activeIndex - 1 + e.itemCount) % e.itemCount })) },
          'menu.first': { actions: O({ activeIndex: 0 }) },
          'menu.last': { actions: O(({ context: e }) => ({ activeIndex: e.itemCount - 1 })) },
        },
      },
    },
  }),
  Ja = {
    scope: `data-replay-scope`,
    target: `data-replay`,
    language: `data-language`,
    recorder: `__earlyInput`,
    pendingClass: `lang-pending`,
    patchPrefix: `language-patch-`,
    storageKey: hr,
  },
  Ya = (e) => ({ [Ja.scope]: e }),
  Xa = (e) => ({ [Ja.target]: e }),
  Za = `wj8eztf`,
  Qa = `fkioo3z`,
  $a = `s1mrp3pt`,
  eo = `t1oez5z9`,
  to = `d1ppu07g`,
  no = `m1nszmhq`,
  ro = `nq5cj0b`,
  io = `i16lr8k4`;
function ao() {
  const { t: e, language: t } = Mi(),
    n = wi((e) => e.context.offered),
    r = Ci(),
    [i, a] = gi(qa, { input: { itemCount: n.length } }),
    o = (0, A.useRef)(null),
    s = (0, A.useRef)(null),
    c = (0, A.useRef)([]),
    l = (0, A.useId)(),
    u = i.matches(`open`),
    d = Math.max(n.indexOf(t), 0);
  (0, A.useLayoutEffect)(() => {
    o.current?.open && a({ type: `menu.open`, activeIndex: d });
  }, []),
    (0, A.useEffect)(() => {
      const e = s.current;
      u ? c.current[i.context.activeIndex]?.focus() : i.context.restoreFocus && document.activeElement !== e && e?.focus();
    }, [u, i.context.activeIndex, i.context.restoreFocus]),
    (0, A.useEffect)(() => {
      if (!u) return;
      const e = (e) => {
        o.current?.contains(e.target) || a({ type: `menu.close`, restoreFocus: !1 });
      };
      return (document.addEventListener(`pointerdown`, e), () => document.removeEventListener(`pointerdown`, e));
    }, [u, a]);
  const f = (e) => {
      e.preventDefault(), a({ type: `menu.toggle`, activeIndex: d });
    },
    p = (e) => {
      const t = e.currentTarget.open;
      t !== u && a(t ? { type: `menu.open`, activeIndex: d } : { type: `menu.close`, restoreFocus: !1 });
    },
    m = (e) => {
      if (e.key === `ArrowDown`) a({ type: `menu.open`, activeIndex: d });
      else if (e.key === `ArrowUp`) a({ type: `menu.open`, activeIndex: n.length - 1 });
      else return;
      e.preventDefault();
    },
    h = (e) => {
      s.current?.focus(), r.send({ type: `language.select`, language: e }), a({ type: `menu.close`, restoreFocus: !0 });
    },
    g = (e) => {
      switch (e.key) {
        case `ArrowDown`:
          a({ type: `menu.next` });
          break;
        case `ArrowUp`:
          a({ type: `menu.previous` });
          break;
        case `Home`:
          a({ type: `menu.first` });
          break;
        case `End`:
          a({ type: `menu.last` });
          break;
        case `Escape`:
          a({ type: `menu.close`, restoreFocus: !0 });
          break;
        case `Tab`:
          a({ type: `menu.close`, restoreFocus: !1 });
          return;
        default:
          return;
      }
      e.preventDefault();
    },
    _ = qn(t);
  return (0, M.jsxs)(`details`, {
    ref: o,
    className: Za,
    open: u,
    onToggle: p,
    suppressHydrationWarning: !0,
    ...Ya(`language-menu`),
    children: [
      (0, M.jsxs)(`summary`, {
        ref: s,
        className: eo,
        'aria-haspopup': `menu`,
        'aria-controls': l,
        'aria-label': e(`nav.chooseLanguage`, { language: _.nativeName }),
        onClick: f,
        onKeyDown: m,
        ...Xa(`language-menu-button`),
        children: [
          (0, M.jsx)(ca, { size: 20 }),
          (0, M.jsx)(`span`, { className: Qa, lang: _.tag, children: _.nativeName }),
          (0, M.jsx)(`span`, { className: $a, lang: _.tag, children: _.shortName }),
          (0, M.jsx)(la, { size: 16 }),
        ],
      }),
      (0, M.jsxs)(`div`, {
        className: to,
        children: [
          (0, M.jsx)(`noscript`, { children: (0, M.jsx)(`p`, { className: ro, children: e(`nav.languageNeedsScript`) }) }),
          (0, M.jsx)(`div`, {
            id: l,
            role: `menu`,
            'aria-label': e(`nav.language`),
            className: no,
            onKeyDown: g,
            children: n.map((e, n) => {
              const r = qn(e),
                i = e === t;
              return (0, M.jsxs)(
                `button`,
                {
                  type: `button`,
                  ref: (e) => {
                    c.current[n] = e;
                  },
                  role: `menuitemradio`,
                  'aria-checked': i,
                  tabIndex: -1,
                  lang: r.tag,
                  dir: r.dir,
                  className: io,
                  onClick: () => h(e),
                  ...Xa(`language-${e}`),
                  [Ja.language]: e,
                  children: [r.nativeName, i && (0, M.jsx)(N, { size: 18 })],
                },
                e,
              );
            }),
          }),
        ],
      }),
    ],
  });
}
var oo = `h1jg53l`,
  so = `bgybc9g`,
  co = `b1puogdx`,
  lo = `bcbaexq`,
  uo = `nvsm57i`,
  fo = `ngllt3z`,
  po = `nfsaxd3`,
  mo = `si9n82h`,
  ho = [`home`, `about`, `features`, `contact`];
function go({ withSectionLinks: e }) {
  const { t } = Mi();
  return (0, M.jsxs)(`header`, {
    className: oo,
    children: [
      (0, M.jsx)(`a`, { className: mo, href: `#main`, children: t(`nav.skipToContent`) }),
      (0, M.jsxs)(`div`, {
        className: `${Pi} ${so}`,
        children: [
          (0, M.jsxs)(`a`, {
            className: co,
            href: e ? `#home` : `/`,
            children: [
              (0, M.jsx)(Pa, { className: lo, background: `page` }),
              (0, M.jsx)(`bdi`, { children: j.brandName }),
              (0, M.jsx)(`span`, { className: Gi, children: t(`nav.home`) }),
            ],
          }),
          e &&
            (0, M.jsx)(`nav`, {
              className: uo,
              'aria-label': t(`nav.primary`),
              children: (0, M.jsx)(`ul`, {
                className: fo,
                children: ho.map((e) =>
                  (0, M.jsx)(`li`, { children: (0, M.jsx)(`a`, { className: po, href: `#${e}`, children: t(`nav.${e}`) }) }, e),
                ),
              }),
            }),
          (0, M.jsx)(ao, {}),
        ],
      }),
    ],
  });
}
var _o = [
    { key: `products`, value: 1e7 },
    { key: `merchants`, value: 1e5 },
    { key: `users`, value: 8e7 },
  ],
  vo = new Map();
function yo(e, t) {
  let n = vo.get(t);
  return (
    n || ((n = new Intl.NumberFormat(t, { notation: `compact`, maximumFractionDigits: 1 })), vo.set(t, n)), `${n.format(e)}+`
  );
}
var bo = {
    brand: { light: `#c2410c`, dark: `#fb923c` },
    brandStrong: { light: `#9a3412`, dark: `#fdba74` },
    brandFill: { light: `#c2410c`, dark: `#c2410c` },
    brandHover: { light: `#9a3412`, dark: `#9a3412` },
    brandSoft: { light: `#fff1e8`, dark: `#3a2519` },
    ink: { light: `#1c1917`, dark: `#f5f5f4` },
    inkMuted: { light: `#57534e`, dark: `#a8a29e` },
    surface: { light: `#ffffff`, dark: `#1c1917` },
    surfaceAlt: { light: `#faf7f4`, dark: `#141110` },
    border: { light: `#e7e0d8`, dark: `#3d3531` },
    heroFrom: { light: `#1c1917`, dark: `#0c0a09` },
    heroTo: { light: `#431407`, dark: `#431407` },
    heroGlow: { light: `#5c220b`, dark: `#5c220b` },
    onDark: { light: `#ffffff`, dark: `#ffffff` },
    onDarkMuted: { light: `#e7e5e4`, dark: `#e7e5e4` },
    accent: { light: `#fdba74`, dark: `#fdba74` },
    focus: { light: `#2563eb`, dark: `#60a5fa` },
  },
  xo = Object.keys(bo),
  So = (e) => `--color-${e.replace(/[A-Z]/g, (e) => `-${e.toLowerCase()}`)}`;
Object.fromEntries(xo.map((e) => [e, `var(${So(e)})`])), bo.surface.light, bo.surface.dark;
var Co = `72rem`,
  wo = { width: 560, height: 440, logo: { x: 116, y: 74, size: 40 }, className: `hero-drawing` },
  To = `ff9csu6`,
  Eo = `d19buf5i`,
  Do = `l1rckd77`,
  Oo = { text: 1.5, picture: 1 };
`${Co}${Oo.picture / (Oo.text + Oo.picture)}`;
function ko() {
  return (0, M.jsx)(`div`, {
    className: To,
    children: (0, M.jsxs)(M.Fragment, {
      children: [
        (0, M.jsx)(`div`, { className: `${Eo} ${wo.className}` }),
        (0, M.jsx)(Pa, { className: Do, background: `light` }),
      ],
    }),
  });
}
var Ao = `hlshvy6`,
  jo = `l1q4ia09`,
  Mo = `i1hvr4kx`,
  No = `s167i4sj`,
  Po = `t8r7t8x`,
  Fo = `e1olbyek`,
  Io = `t180caav`,
  Lo = `srp0r0q`,
  Ro = `dxy8um2`,
  zo = `a8eizzr`,
  Bo = `s1flcll7`,
  Vo = `s1n4wx14`,
  Ho = (0, A.memo)(() => {
    const { t: e } = Mi();
    return (0, M.jsxs)(M.Fragment, {
      children: [
        (0, M.jsx)(ko, {}),
        (0, M.jsxs)(`ul`, {
          className: Po,
          children: [
            (0, M.jsxs)(`li`, {
              children: [
                (0, M.jsx)(`span`, { children: (0, M.jsx)(sa, {}) }),
                (0, M.jsx)(`span`, { children: e(`marketing.refundBadge`) }),
              ],
            }),
            (0, M.jsxs)(`li`, {
              children: [
                (0, M.jsx)(`span`, { children: (0, M.jsx)(ia, {}) }),
                (0, M.jsx)(`span`, { children: e(`marketing.supportBadge`) }),
              ],
            }),
            (0, M.jsxs)(`li`, {
              children: [
                (0, M.jsx)(`span`, { children: (0, M.jsx)(ra, {}) }),
                (0, M.jsx)(`span`, { children: (0, M.jsx)(Zi, { text: e(`features.delivery.title`) }) }),
              ],
            }),
          ],
        }),
      ],
    });
  });
function Uo() {
  const { t: e, language: t } = Mi(),
    n = Di(),
    r = Jn(t);
  return (0, M.jsx)(`section`, {
    id: `home`,
    className: Ao,
    'aria-labelledby': `home-title`,
    children: (0, M.jsxs)(`div`, {
      className: `${Pi} ${jo}`,
      children: [
        (0, M.jsxs)(`div`, {
          className: Mo,
          children: [
            (0, M.jsx)(`p`, { className: Fo, children: e(`marketing.tagline`) }),
            (0, M.jsx)(`h1`, { id: `home-title`, className: Io, children: (0, M.jsx)(Zi, { text: e(`hero.title`) }) }),
            (0, M.jsx)(`p`, { className: Lo, children: (0, M.jsx)(Zi, { text: e(`hero.subtitle`) }) }),
            (0, M.jsx)(`p`, { className: Ro, children: e(`hero.description`) }),
            (0, M.jsxs)(`div`, {
              className: zo,
              children: [
                (0, M.jsxs)(`a`, {
                  className: Hi,
                  href: n,
                  children: [e(`hero.getStarted`), (0, M.jsx)(ua, { size: 20, className: `flip-in-rtl` })],
                }),
                (0, M.jsx)(`a`, { className: Wi, href: `#about`, children: e(`hero.learnMore`) }),
              ],
            }),
            (0, M.jsx)(`dl`, {
              className: Bo,
              'aria-label': e(`stats.label`),
              children: _o.map(({ key: t, value: n }) =>
                (0, M.jsxs)(
                  `div`,
                  {
                    className: Vo,
                    children: [
                      (0, M.jsx)(`dt`, { children: e(`stats.${t}`) }),
                      (0, M.jsx)(`dd`, { suppressHydrationWarning: !0, children: yo(n, r) }),
                    ],
                  },
                  t,
                ),
              ),
            }),
          ],
        }),
        (0, M.jsx)(fa, { as: `div`, className: No, children: (0, M.jsx)(Ho, {}) }),
      ],
    }),
  });
}
var Wo = `m1mdqjpf`,
  Go = `c7fvgtk`,
  Ko = `i605ahc`;
function qo({ path: e }) {
  const { t } = Mi();
  return (
    (0, A.useEffect)(() => {
      console.error(`404: no page at "${e}"`);
    }, [e]),
    (0, M.jsxs)(M.Fragment, {
      children: [
        (0, M.jsx)(go, { withSectionLinks: !1 }),
        (0, M.jsx)(`main`, {
          id: `main`,
          className: Wo,
          children: (0, M.jsxs)(`div`, {
            className: `${Pi} ${Ko}`,
            children: [
              (0, M.jsx)(`p`, { className: Go, children: t(`notFound.code`) }),
              (0, M.jsx)(`h1`, { children: (0, M.jsx)(Zi, { text: t(`notFound.message`) }) }),
              (0, M.jsx)(`p`, { children: t(`notFound.hint`) }),
              (0, M.jsx)(`a`, { className: Hi, href: `/`, children: t(`notFound.returnHome`) }),
            ],
          }),
        }),
      ],
    })
  );
}
function I() {
  return (0, M.jsxs)(M.Fragment, {
    children: [
      (0, M.jsx)(go, { withSectionLinks: !0 }),
      (0, M.jsxs)(`main`, { id: `main`, children: [(0, M.jsx)(Uo, {}), (0, M.jsx)(xa, {}), (0, M.jsx)(Oa, {})] }),
      (0, M.jsx)(Wa, {}),
    ],
  });
}
function L() {
  const [e] = $r();
  return (0, M.jsx)(qo, { path: e });
}
function R({ actor: e, ssrPath: t, onStart: n }) {
  return (0, M.jsx)(bi, {
    actor: e,
    onStart: n,
    children: (0, M.jsx)(Ta, {
      children: (0, M.jsx)(ti, {
        ...(t === void 0 ? {} : { ssrPath: t }),
        children: (0, M.jsxs)(oi, {
          children: [Vn.map((e) => (0, M.jsx)(ii, { path: e, component: I }, e)), (0, M.jsx)(ii, { component: L })],
        }),
      }),
    }),
  });
}
function Jo(e = window) {
  const t = e[Ja.recorder];
  return t ? t.take() : [];
}
function Yo(e, t, n) {
  for (const r of e.querySelectorAll(`[${t}]`)) if (r instanceof HTMLElement && r.getAttribute(t) === n) return r;
}
var Xo = (e) => e.localName === `button` || e.localName === `summary`,
  Zo = () => new Promise((e) => setTimeout(e));
async function Qo(e, t = document) {
  let n = 0;
  for (const r of e) {
    n > 0 && (await Zo());
    const e = Yo(t, Ja.scope, r.scope ?? ``),
      i = e && r.type !== `dismiss` ? Yo(e, Ja.target, r.target ?? ``) : e;
    if (!e || !i) {
      console.warn(`Early input not replayed: "${r.target ?? r.scope}" is no longer on the page.`, r);
      continue;
    }
    const a = t.activeElement;
    if (r.type === `dismiss`) t.body.dispatchEvent(new Event(`pointerdown`, { bubbles: !0 }));
    else if (r.type === `toggle`) e instanceof HTMLDetailsElement && e.open !== r.open && i.click();
    else if (r.type === `click`) i.click();
    else if (a instanceof HTMLElement && a !== t.body && !e.contains(a)) continue;
    else {
      const t = a instanceof HTMLElement && e.contains(a) ? a : i,
        n = new KeyboardEvent(`keydown`, { key: r.key ?? ``, bubbles: !0, cancelable: !0 });
      t.dispatchEvent(n) && (r.key === `Enter` || r.key === ` `) && Xo(t) && t.click();
    }
    n += 1;
  }
  return n;
}
var $o = { offered: j.offeredLanguages, brandName: j.brandName, shopUrl: j.shopUrl, supportChatUrl: j.supportChatUrl };
function es() {
  return pr({ stored: null, browserLanguages: [], htmlLang: document.documentElement.lang }, j.offeredLanguages, Yn).language;
}
function z(e) {
  return {
    ...$o,
    page: Hn(window.location.pathname),
    stored: mr().read(hr),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    htmlLang: document.documentElement.getAttribute(`lang`),
    painted: e,
  };
}
async function ts() {
  return {};
}
function ns() {
  performance.mark(`page:interactive`), (document.documentElement.dataset.app = `running`), setTimeout(() => Qo(Jo()));
}
async function rs() {
  const e = es(),
    t = await Bn(e).catch(() => null);
  return t ? { language: e, catalogue: t, hydrates: !0 } : { language: `en`, catalogue: Mn, hydrates: !1 };
}
var [is, as] = await Promise.all([rs(), ts()]),
  os = je(br, { input: z(is), ...as }),
  ss = document.getElementById(`root`),
  cs = (0, M.jsx)(R, { actor: os, onStart: ns });
is.hydrates && ss.dataset.page === Hn(window.location.pathname)
  ? (0, g.hydrateRoot)(ss, cs, { onRecoverableError: (e) => console.error(`Hydration recovered from an error:`, e) })
  : (0, g.createRoot)(ss).render(cs);
