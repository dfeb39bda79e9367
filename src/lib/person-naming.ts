/**
 * How pages write a person (plain TypeScript, so tests that compare built
 * pages with src/content/data/people use the same rule as the pages).
 */
export interface PersonNaming {
  honorific?: string;
  name: string;
  designation?: string;
  department?: string;
  office?: string;
}

/** The name as pages write it: honorific and name ("Dr. Asha Verma"). */
export const displayName = (person: PersonNaming) => [person.honorific, person.name].filter(Boolean).join(' ');

/** The office a person holds, or their post and department: "Dean, Research"; "Professor, Physics". */
export const roleOf = (person: PersonNaming) => person.office ?? [person.designation, person.department].filter(Boolean).join(', ');

/** Their post on a faculty list or committee column: an officer who also teaches is listed by post (Professor and Dean). */
export const postOf = (person: PersonNaming) => person.designation ?? person.office ?? '';

/** A person with the words of their post (designation, department, office) in a page's language; the name stays as written. */
export const inLanguage = <T extends PersonNaming>(person: T, translate: (text: string) => string): T => ({
  ...person,
  designation: person.designation && translate(person.designation),
  department: person.department && translate(person.department),
  office: person.office && translate(person.office),
});
