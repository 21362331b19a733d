// The phone's stylesheet is imported for Vite to bundle; it has no exports.
declare module '*.css' {}
