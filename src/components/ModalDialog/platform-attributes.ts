/**
 * The platform's attributes of the site's modal dialogs, written once:
 * invoker commands (a button that opens or closes a dialog with no script;
 * React's types do not know them yet) and light dismiss (a click on the
 * backdrop closes the dialog). Spread them onto the element.
 */
export type InvokerCommand = 'show-modal' | 'close';

/** A button's invoker command: the browser runs `command` on the element whose id is `target`. */
export const invokes = (target: string, command: InvokerCommand) => ({ commandfor: target, command });

/** A modal dialog that a click on its backdrop closes. */
export const LIGHT_DISMISS = { closedby: 'any' } as const;
