// Stands in for stylesheet imports under jest (esbuild bundles CSS; the server ignores it).
module.exports = {}
