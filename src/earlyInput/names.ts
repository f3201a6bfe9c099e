// The names the inline head script (headScript.ts) and the app share; how early input works: README.md.
import { languageStorageKey } from '../../machines/lib/storage.ts';

export const earlyInputNames = {
  /** On the widget (a <details>) whose input is recorded: its name. */
  scope: 'data-replay-scope',
  /** On each element of the widget that input may hit: its name within the widget. */
  target: 'data-replay',
  /** On a language item: its code, so the head script can preload that catalogue at once. */
  language: 'data-language',
  /**
   * The property of `window` through which the app takes the record, which stops the recording, and
   * warms the next visit's first paint in a language the visitor chose.
   */
  recorder: '__earlyInput',
  /** On <html> while the page is made into the visitor's language, before its first paint (#root hidden). */
  pendingClass: 'lang-pending',
  /** Where the language machine keeps the visitor's choice. */
  storageKey: languageStorageKey,
} as const;

export type EarlyInputNames = typeof earlyInputNames;

/** The attributes that make a widget's input recordable before the app runs, and replayable after. */
export const replayScope = (name: string) => ({ [earlyInputNames.scope]: name });
export const replayTarget = (name: string) => ({ [earlyInputNames.target]: name });

/** One recorded interaction, named by the scope widget and the target element it hit. */
export interface EarlyEvent {
  /**
   * `click` and `keydown` on an element of the widget; `dismiss`, a tap outside it while it was open;
   * `toggle`, the widget opened or closed natively (its button) after other input was recorded.
   */
  readonly type: 'click' | 'keydown' | 'dismiss' | 'toggle';
  readonly scope?: string | undefined;
  /** Absent for `dismiss`. */
  readonly target?: string | undefined;
  /** The key of a keydown. */
  readonly key?: string | undefined;
  /** What a `toggle` left: open or not. */
  readonly open?: boolean | undefined;
}
