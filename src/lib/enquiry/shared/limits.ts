/** How long the enquiry's answers may be: the schema enforces them, the form and its messages state them. */
export const LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  city: { min: 2, max: 100 },
  query: { min: 10, max: 2000 },
} as const;
