// Filling a configuration file we ship with a test's or a tool's values.

/** `text` (the file `file`) with every place replaced; a place not there is an error, so a change to the file cannot slip past. */
export function replaceEach(file: string, text: string, places: readonly (readonly [string, string])[]): string {
  return places.reduce((result, [place, value]) => {
    if (!result.includes(place)) throw new Error(`${file} has no ${place} to replace`);
    return result.replaceAll(place, value);
  }, text);
}
