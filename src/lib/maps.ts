/** OpenStreetMap addresses for a point: the embeddable view and the full map page. */

/**
 * Degrees either side of the centre for the embed's bounding box: one map tile
 * (256 px) spans 360 / 2^zoom degrees of longitude, so the box is about two
 * tiles wide and one tile high around the point.
 */
function span(zoom: number): { lon: number; lat: number } {
  const tile = 360 / 2 ** zoom;
  return { lon: tile, lat: tile / 2 };
}

export function mapEmbedUrl(latitude: number, longitude: number, zoom: number): string {
  const { lon, lat } = span(zoom);
  const bbox = [longitude - lon, latitude - lat, longitude + lon, latitude + lat].map((n) => n.toFixed(4)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

export function mapLinkUrl(latitude: number, longitude: number, zoom: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

/** A point as pages write it: "28.6135° N, 77.3594° E" (a campus in India: north and east). */
export function coordinatesText(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}° N, ${longitude.toFixed(4)}° E`;
}
