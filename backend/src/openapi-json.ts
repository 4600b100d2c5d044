/** JSON with sorted keys and a final newline, so the committed document only changes when the API does. */
export function stableJson(value: unknown): string {
  const sort = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(sort);
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.keys(node)
          .sort()
          .map((key) => [key, sort((node as Record<string, unknown>)[key])]),
      );
    }
    return node;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}
