/** Display rules of the university pages: figures and the organisation chart's layout. */
import { describe, expect, it } from 'vitest';
import { formatFigure, type Figure } from '../../src/lib/figures.ts';
import { BOX_WIDTH, layoutChart, wrapLabel, type ChartNode } from '../../src/lib/org-chart.ts';

describe('formatFigure', () => {
  it.each<[Figure, string]>([
    [{ value: 21000, unit: 'rupees', before: 'up to', after: 'a month' }, 'up to ₹\u00a021,000 a month'],
    [{ value: 250000, unit: 'rupees' }, '₹\u00a02,50,000'],
    [{ value: 600000, unit: 'rupees', before: 'up to' }, 'up to ₹\u00a06,00,000'],
    [{ value: 15, unit: 'days', after: 'of salary' }, '15 days of salary'],
    [{ value: 1, unit: 'years' }, '1 year'],
    [{ value: 52, unit: 'weeks', before: 'up to' }, 'up to 52 weeks'],
    [{ value: 2, unit: 'times', before: 'at most' }, 'at most twice'],
    [{ value: 3, unit: 'times' }, '3 times'],
  ])('%o reads "%s"', (figure, expected) => {
    expect(formatFigure(figure)).toBe(expected);
  });
});

describe('organisation chart layout', () => {
  const leaf = (label: string): ChartNode => ({ label });
  const tree: ChartNode = {
    label: 'Sponsoring Society',
    children: [
      {
        label: 'Vice Chancellor',
        children: [
          { label: 'Registrar', children: [leaf('Administration'), leaf('Executive Secretary')] },
          leaf('Finance Officer'),
          { label: 'Deans', children: ['Engineering and Technology', 'Student Welfare', 'Research'].map(leaf) },
        ],
      },
    ],
  };
  const count = (node: ChartNode): number => 1 + (node.children ?? []).reduce((n, c) => n + count(c), 0);
  const chart = layoutChart(tree);

  it('draws one box per node and one connector per parent-child link', () => {
    expect(chart.boxes).toHaveLength(count(tree));
    expect(chart.connectors).toHaveLength(count(tree) - 1);
    expect(chart.boxes.map((b) => b.label)).toContain('Executive Secretary');
  });

  it('keeps every box inside the drawing and no two boxes overlapping', () => {
    for (const b of chart.boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(chart.width);
      expect(b.y + b.height).toBeLessThanOrEqual(chart.height);
    }
    for (const [i, a] of chart.boxes.entries()) {
      for (const b of chart.boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.label} overlaps ${b.label}`).toBe(true);
      }
    }
  });

  it('puts children below their parent; leaves of one parent stack in a column', () => {
    const box = (label: string) => chart.boxes.find((b) => b.label === label)!;
    expect(box('Vice Chancellor').y).toBeGreaterThan(box('Sponsoring Society').y);
    const deans = ['Engineering and Technology', 'Student Welfare', 'Research'].map(box);
    expect(new Set(deans.map((d) => d.x)).size).toBe(1);
    expect(deans[1]!.y).toBeGreaterThan(deans[0]!.y);
    // A chain of single children is centred one under the other.
    expect(box('Vice Chancellor').x + BOX_WIDTH / 2).toBeCloseTo(box('Sponsoring Society').x + BOX_WIDTH / 2);
  });

  it('wraps labels at spaces to fit a box', () => {
    expect(wrapLabel('Internal Quality Assurance Cell')).toEqual(['Internal Quality', 'Assurance Cell']);
    expect(wrapLabel('Registrar')).toEqual(['Registrar']);
  });
});
