// The wrapper's Capacitor configuration, from the environment the store builds with (native-config.js).
const { nativeConfig } = require('./native-config.js');

module.exports = nativeConfig(process.env);
