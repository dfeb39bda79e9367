export function seedOldEnquiries(path: string, count: number): void;
