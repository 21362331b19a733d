/** What `fn` throws, for a test to look at the error itself (its code, its fields); fails the test if it returns. */
export function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
