// The fonts a page asks the browser to look for among its font faces once its stylesheets have loaded
// (docs/fonts.md): the kit's fonts the site names, and the families the server found no package for.
export interface FontCheck {
  typekit: string[];
  notHosted: string[];
}

// Ours: thrown and reported for a family the site names that no font package of this server hosts.
export const fontNotHostedMessage = (family: string) => `Requested font is not hosted: ${family}`;
