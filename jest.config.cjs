/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test', '<rootDir>/src', '<rootDir>/server', '<rootDir>/client'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'md'],
  transform: {'\\.(ts|tsx|js|mjs|jsx|md)$': '<rootDir>/test/support/jest-transform.cjs'},
  // ESM-only packages (micromark and its family) are compiled to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(micromark|decode-named-character-reference|character-entities|devlop|ccount|markdown-table|zwitch|longest-streak|unist|mdast)[^/]*/)'],
  moduleNameMapper: {'\\.css$': '<rootDir>/test/support/empty-module.cjs'},
  globalSetup: '<rootDir>/test/support/global-setup.cjs',
  testTimeout: 20000,
}
