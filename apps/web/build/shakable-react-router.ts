import type { Plugin } from 'vite';

/** The files of React Router's production build (the alias in vite.config.ts picks them). */
const REACT_ROUTER_PRODUCTION = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;

/** `Link.displayName = "Link";` on a line of its own, at the top level of the module. */
const DISPLAY_NAME_STATEMENT = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** `var Link = React10.forwardRef(`, and the same for contexts and memoised components. */
const COMPONENT_FACTORY_CALL =
  /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** The declarations of React Router's three console warners. */
const WARNING_FUNCTION = /^function (warning|warningOnce|warnOnce)\(/gm;

/**
 * React Router's module names its components and contexts for React's developer tools
 * (`Link.displayName = "Link"`) at its top level. To the bundler such a statement is a side
 * effect that keeps the component, and all it calls, in the build whether the app uses it or
 * not: the Form and its submission code, Link's prefetching for framework mode, the history
 * router. Without those statements, and with the calls that make components and contexts marked
 * pure, what the app does not import is left out of the first page's code. Production React
 * does not show those names anywhere a visitor sees them.
 *
 * Its production build also keeps the console warnings about mistakes in an app's use of it
 * (a navigate() called while rendering, a route path with a misplaced `*`), each with its
 * sentence. Marking the warners free of side effects lets the bundler drop every call to them,
 * as React's own production build has no such warnings; what the router does and throws stays.
 */
export function shakableReactRouterCode(code: string): string {
  return code
    .replace(DISPLAY_NAME_STATEMENT, '')
    .replace(COMPONENT_FACTORY_CALL, '$1/* @__PURE__ */ $2')
    .replace(WARNING_FUNCTION, '/* @__NO_SIDE_EFFECTS__ */ function $1(');
}

/** The browser build's step that applies shakableReactRouterCode to React Router's files. */
export function shakableReactRouter(): Plugin {
  return {
    name: 'lagoon-shakable-react-router',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER_PRODUCTION },
      handler(code) {
        return { code: shakableReactRouterCode(code), map: null };
      },
    },
  };
}
