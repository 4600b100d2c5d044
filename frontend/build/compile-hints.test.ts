// @vitest-environment node
import type { Rolldown } from 'vite';
import { COMPILE_HINT, compileHints } from './compile-hints';

type GenerateBundle = { handler: (this: unknown, options: unknown, bundle: Rolldown.OutputBundle) => void };

function chunk(fileName: string, code: string, opts: { isEntry?: boolean; imports?: string[] } = {}) {
  return {
    type: 'chunk',
    fileName,
    code,
    isEntry: opts.isEntry ?? false,
    imports: opts.imports ?? [],
  } as unknown as Rolldown.OutputChunk;
}

function sourceMap(fileName: string, mappings: string) {
  return {
    type: 'asset',
    fileName: `${fileName}.map`,
    source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings }),
  } as unknown as Rolldown.OutputAsset;
}

/** A build: the entry imports the framework, which imports the runtime; a page is loaded lazily. */
function bundle(): Rolldown.OutputBundle {
  return {
    'assets/index.js': chunk('assets/index.js', 'import "./react.js";\nstart();', {
      isEntry: true,
      imports: ['assets/react.js'],
    }),
    'assets/index.js.map': sourceMap('assets/index.js', 'AAAA;AACA'),
    'assets/react.js': chunk('assets/react.js', 'import "./runtime.js";', { imports: ['assets/runtime.js'] }),
    'assets/runtime.js': chunk('assets/runtime.js', 'export const r = 1;'),
    'assets/EventsPage.js': chunk('assets/EventsPage.js', 'import "./react.js";', {
      imports: ['assets/react.js'],
    }),
    'assets/EventsPage.js.map': sourceMap('assets/EventsPage.js', 'AAAA'),
  } as Rolldown.OutputBundle;
}

function run(output: Rolldown.OutputBundle) {
  (compileHints().generateBundle as GenerateBundle).handler.call({}, {}, output);
}

const code = (output: Rolldown.OutputBundle, file: string) => (output[file] as Rolldown.OutputChunk).code;
const mappings = (output: Rolldown.OutputBundle, file: string) =>
  (JSON.parse((output[file] as Rolldown.OutputAsset).source.toString()) as { mappings: string }).mappings;

describe('compileHints', () => {
  it('puts the hint first in the entry and every chunk it imports statically, however deep', () => {
    const output = bundle();
    run(output);
    expect(code(output, 'assets/index.js')).toBe(
      '//# allFunctionsCalledOnLoad\nimport "./react.js";\nstart();',
    );
    expect(code(output, 'assets/react.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(code(output, 'assets/runtime.js').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('leaves a lazily loaded chunk as it is', () => {
    const output = bundle();
    run(output);
    expect(code(output, 'assets/EventsPage.js')).toBe('import "./react.js";');
    expect(mappings(output, 'assets/EventsPage.js.map')).toBe('AAAA');
  });

  it("keeps the source map true: the hint's line maps to nothing, and each line after it as before", () => {
    const output = bundle();
    run(output);
    expect(mappings(output, 'assets/index.js.map')).toBe(';AAAA;AACA');
  });
});
