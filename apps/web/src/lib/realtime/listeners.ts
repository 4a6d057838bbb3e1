/** A set of callbacks to tell at once: `add` answers the function that removes the callback again. */
export class Listeners {
  private readonly set = new Set<() => void>();

  add = (listener: () => void): (() => void) => {
    this.set.add(listener);
    return () => this.set.delete(listener);
  };

  tell(): void {
    for (const listener of this.set) listener();
  }
}
