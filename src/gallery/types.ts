/** One named example of a component in the gallery, as its fixtures file lists it. */
export interface Example<Props = Record<string, unknown>> {
  name: string;
  props?: Props;
  /** HTML placed in the component's default slot. */
  slot?: string;
}

export interface GalleryEntry {
  name: string;
  /** What the component is for, shown above its examples. */
  summary: string;
  component: (props: never) => unknown;
  examples: Example<never>[];
}
