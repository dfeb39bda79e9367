/**
 * A page's text as the editor's form shows it (src/admin/page-blocks.ts):
 * every page, in both languages, comes back byte for byte from its blocks;
 * a changed attribute rewrites only its own tag; and the parts the form
 * offers (integrations/mdx-page-components/component-props.mjs) are every
 * component the pages use, with the ids of the collections their doc
 * comments name as choices, read as the build reads them.
 */
import { describe, expect, it } from 'vitest';
import { componentProps } from '../../integrations/mdx-page-components/component-props.mjs';
import {
  attributesOf,
  everyComponentPart,
  everyPart,
  everyText,
  joinBlocks,
  newPart,
  newText,
  partProblem,
  partTitle,
  readableName,
  settingOf,
  splitBlocks,
  withAttribute,
  withBlockAdded,
  withBlockMoved,
  withBlockRemoved,
  withSetting,
  type ComponentInfo,
  type PartBlock,
  type PropInfo,
} from '../../src/admin/page-blocks.ts';
import { componentTags, INLINE_COMPONENTS, LAYOUT_PART, layoutTags } from '../../src/admin/page-parts.ts';
import { readEntries } from '../../src/content-io/read-entries.ts';
import { readPageFiles } from '../../src/content-io/content-files.ts';
import { COLLECTIONS, type Collection } from '../../src/schemas/index.ts';
import { DEFAULT_LANG, langOfRoute } from '../../src/lib/languages.ts';

const pages = readPageFiles();
const parts = (body: string) => everyPart(splitBlocks(body));
const componentParts = (body: string) => everyComponentPart(splitBlocks(body));

describe('a page text as blocks', () => {
  it('reads pages in both languages', () => {
    expect(pages.some((p) => p.file.startsWith('src/content/pages/hi/'))).toBe(true);
    expect(pages.filter((p) => parts(p.body).length).length).toBeGreaterThan(10);
  });

  it.each(pages.map((p) => [p.file, p.body] as const))(
    '%s comes back byte for byte, each component that stands alone and each layout wrapper a part, no tag of them among the words',
    (_, body) => {
      const page = splitBlocks(body);
      expect(joinBlocks(page)).toBe(body);
      const standing = [...componentTags(body), ...layoutTags(body)]
        .sort((a, b) => a.start - b.start)
        .filter((tag) => tag.kind !== 'close' && !INLINE_COMPONENTS.includes(tag.name));
      expect(everyPart(page).map((part) => part.name)).toEqual(standing.map((tag) => tag.name));
      for (const block of page.blocks) if (block.kind === 'text') expect(block.text.trim()).not.toBe('');
      for (const text of everyText(page)) expect(text).not.toMatch(/<\/?div\b/);
    },
  );

  it('titles a layout wrapper by what it does, from its class or the place of the page it fills', () => {
    const wrappers = pages.flatMap(({ body }) => parts(body).filter((part) => part.name === LAYOUT_PART));
    expect(wrappers.length).toBeGreaterThan(0);
    for (const part of wrappers) {
      const title = partTitle(part);
      expect(title, part.open).not.toMatch(/[<>=]/);
      if (/\b(class|slot)=/.test(part.open)) expect(title, part.open).not.toBe(partTitle({ name: LAYOUT_PART, open: '<div>' }));
    }
    expect(partTitle({ name: 'FeeTable', open: '<FeeTable />' })).toBe('Fee table');
  });

  it.each([
    ['attributes over several lines', '# Title\n\n<DataTable\n  caption="Fees"\n  columns={[{ key: "a", label: "A > B" }]}\n/>\n\nAfter.\n'],
    ['a {…} expression holding > and quotes', 'Intro.\n<EventRules event={frontmatter.event ?? { a: ">", b: \'}\' }} />\n'],
    [
      'wrapping parts, nested',
      '<SchoolPage school="x">\n\nWords with a <Link href="/a">link</Link>.\n\n<Callout title="T">\nInside\n</Callout>\n\n</SchoolPage>\n',
    ],
    ['a part inside a sentence', 'Before <Callout>inline</Callout> after.'],
    ['CRLF line ends', 'Line one.\r\n\r\n<OfficerProfile person="a">\r\n\r\nWords.\r\n\r\n</OfficerProfile>\r\n\r\nEnd <Session />.\r\n'],
    ['no parts at all', '\n\nJust text with <Session /> and <Link href="/b">a link</Link>.\n'],
    ['nothing', ''],
  ])('%s come back byte for byte', (_, body) => {
    expect(joinBlocks(splitBlocks(body))).toBe(body);
  });

  it('keeps links and the session inside text, and a wrapping part’s words inside the part', () => {
    const page = splitBlocks('<SchoolPage school="x">\n\nWords <Link href="/a">a</Link>.\n\n<Callout>In</Callout>\n\n</SchoolPage>\n\nSee <Session />.\n');
    expect(page.blocks.map((b) => b.kind)).toEqual(['part', 'text']);
    const school = page.blocks[0] as PartBlock;
    expect(school.words!.blocks.map((b) => (b.kind === 'text' ? b.text : b.name))).toEqual(['Words <Link href="/a">a</Link>.', 'Callout']);
  });

  it('changing one attribute of a part rewrites only that tag, the attribute in its place', () => {
    let changed = 0;
    for (const { file, body } of pages) {
      const page = splitBlocks(body);
      page.blocks.forEach((block, at) => {
        if (block.kind !== 'part') return;
        const attribute = attributesOf(block.open).find((a) => !a.expression && typeof a.value === 'string');
        if (!attribute) return;
        const open = withAttribute(block.open, attribute.name, 'another-value');
        const after = joinBlocks({ ...page, blocks: page.blocks.map((b, i) => (i === at ? { ...block, open } : b)) });
        const start = joinBlocks({ blocks: page.blocks.slice(0, at), end: '' }).length + block.gap.length;
        const quote = block.open[attribute.end - 1]!;
        expect(after, file).toBe(
          body.slice(0, start) +
            block.open.slice(0, attribute.start) +
            `${attribute.name}=${quote}another-value${quote}` +
            block.open.slice(attribute.end) +
            body.slice(start + block.open.length),
        );
        changed++;
      });
    }
    expect(changed).toBeGreaterThan(10);
  });

  it('sets, adds and clears attributes the way the pages write them', () => {
    expect(withAttribute('<DocumentList category="a" />', 'wide', true)).toBe('<DocumentList category="a" wide />');
    expect(withAttribute('<DocumentList category="a" wide />', 'wide', false)).toBe('<DocumentList category="a" />');
    expect(withAttribute('<OfficerProfile\n  person="a"\n  signed\n>', 'person', 'b')).toBe('<OfficerProfile\n  person="b"\n  signed\n>');
    expect(withAttribute('<Callout>', 'title', 'Say "hello"')).toBe(`<Callout title='Say "hello"'>`);
    expect(withAttribute('<Callout title="x" tone="warning">', 'title', '')).toBe('<Callout tone="warning">');
    expect(attributesOf('<EventRules event={frontmatter.event} wide />')).toMatchObject([
      { name: 'event', value: '{frontmatter.event}', expression: true },
      { name: 'wide', value: true },
    ]);
  });

  it('moves, removes and adds blocks, each place keeping its blank lines', () => {
    const body = 'One.\n\n<FeeTable />\n\n\nTwo.\n';
    const { blocks, end } = splitBlocks(body);
    expect(joinBlocks({ blocks: withBlockMoved(withBlockMoved(blocks, 0, 1), 1, 0), end })).toBe(body);
    expect(joinBlocks({ blocks: withBlockMoved(blocks, 2, 1), end })).toBe('One.\n\nTwo.\n\n\n<FeeTable />\n');
    expect(joinBlocks({ blocks: withBlockRemoved(blocks, 1), end })).toBe('One.\n\n\nTwo.\n');
    const officer: ComponentInfo = {
      name: 'OfficerProfile',
      wraps: true,
      props: [{ name: 'person', required: true, kind: 'choice', choices: [{ value: 'p', label: 'P' }] }],
    };
    const added = withBlockAdded(blocks, newPart(officer));
    expect(joinBlocks({ blocks: added, end })).toBe(`${body.trimEnd()}\n\n<OfficerProfile person="">\n\n\n\n</OfficerProfile>\n`);
    const part = added.at(-1) as PartBlock;
    expect(partProblem(part, officer)).toBe('Officer profile: choose its person');
    expect(partProblem({ ...part, open: withAttribute(part.open, 'person', 'p') }, officer)).toBeUndefined();
    expect(partProblem({ ...part, open: withAttribute(part.open, 'person', 'nobody') }, officer)).toMatch(/"nobody" is not one of/);
    expect(readableName('OfficerProfile')).toBe('Officer profile');
    // A block added in the middle or first: the blank lines between blocks stay as they were around it.
    expect(joinBlocks({ blocks: withBlockAdded(blocks, { ...newText(), text: 'New.' }, 1), end })).toBe('One.\n\nNew.\n\n<FeeTable />\n\n\nTwo.\n');
    expect(joinBlocks({ blocks: withBlockAdded(blocks, { ...newText(), text: 'New.' }, 0), end })).toBe(`New.\n\n${body}`);
  });

  it('reads and writes a numeric choice as a number', () => {
    const level: PropInfo = {
      name: 'headingLevel',
      required: false,
      kind: 'choice',
      numeric: true,
      choices: ['2', '3'].map((value) => ({ value, label: value })),
    };
    const open = '<DocumentList category="notices" headingLevel={3} />';
    const attribute = attributesOf(open).find((a) => a.name === 'headingLevel');
    expect(settingOf(attribute, level)).toEqual({ value: '3', expression: false });
    expect(withSetting(open, level, '2')).toBe('<DocumentList category="notices" headingLevel={2} />');
    expect(withSetting(open, level, '')).toBe('<DocumentList category="notices" />');
    expect(settingOf(attributesOf('<X headingLevel={level} />')[0], level)).toEqual({ value: '{level}', expression: true });
    expect(partProblem({ kind: 'part', gap: '', name: 'X', open: '<X headingLevel={5} />' }, { name: 'X', wraps: false, props: [level] })).toMatch(
      /"5" is not one of/,
    );
  });
});

describe('the parts the page form offers', () => {
  const components = componentProps();
  const byName = new Map(components.map((c) => [c.name, c]));

  it('lists every component the pages use, and every value the pages give a choice is one of its choices', () => {
    for (const { file, body } of pages) {
      for (const part of componentParts(body)) {
        const component = byName.get(part.name);
        expect(component, `${file}: ${part.name}`).toBeDefined();
        expect(partProblem(part, component), file).toBeUndefined();
      }
    }
  });

  it('offers as choices the ids of the collection a prop’s doc comment names, read as the build reads them', () => {
    const sourceOf = (collection: Collection) => (collection.source.kind === 'glob' ? collection.source.base : collection.source.path.replace(/\.yaml$/, ''));
    const named = components.flatMap((c) => c.props.filter((p) => p.from).map((p) => ({ component: c.name, prop: p })));
    let compared = 0;
    for (const { component, prop } of named) {
      // Its hint speaks of the collection, not of files.
      expect(prop.hint, `${component}.${prop.name}`).not.toMatch(/src\/|\.yaml|\.mdx/);
      const collection = Object.values(COLLECTIONS as Record<string, Collection>).find((c) => sourceOf(c) === prop.from);
      if (!collection) continue;
      compared++;
      // The pages offered are the English ones: their routes.
      const ids = readEntries(collection)
        .map((entry) => entry.id)
        .filter((id) => collection.source.kind !== 'glob' || !collection.source.pages || langOfRoute(`/${id}`) === DEFAULT_LANG);
      expect(prop.kind, `${component}.${prop.name}`).toBe('choice');
      expect(
        prop.choices!.map((choice) => choice.value),
        `${component}.${prop.name}`,
      ).toEqual(ids);
    }
    expect(compared).toBeGreaterThan(5);
  });

  it('reads flags as checkboxes and knows the components that wrap words', () => {
    const kinds = new Set(components.flatMap((c) => c.props.map((p) => p.kind)));
    expect([...kinds].sort()).toEqual(['boolean', 'choice', 'text']);
    // Each attribute the pages write bare (`wide`) is a flag.
    for (const { file, body } of pages)
      for (const part of componentParts(body))
        for (const attribute of attributesOf(part.open)) {
          const prop = byName.get(part.name)!.props.find((p) => p.name === attribute.name);
          if (attribute.value === true) expect(prop?.kind, `${file}: ${part.name} ${attribute.name}`).toBe('boolean');
        }
    for (const { body } of pages) for (const part of componentParts(body)) if (part.words) expect(byName.get(part.name)!.wraps, part.name).toBe(true);
  }, 30_000);
});
