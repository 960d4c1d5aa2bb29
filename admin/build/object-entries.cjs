// node-polyglot (react-admin's translations) requires the `object.entries` shim, which brings a dozen
// es-shims packages (get-intrinsic, call-bind...: 10 KB) for what every browser the console supports has.
module.exports = Object.entries;
