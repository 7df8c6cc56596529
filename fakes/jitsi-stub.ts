import { renderSimulatedCall, SIMULATED_DOCTOR_DELAY_MS } from './consultations/simulated-call';

/**
 * A stand-in for Jitsi Meet's external_api.js, for end-to-end tests of the HTTP build against
 * the local fake server: serve it for `https://<room domain>/external_api.js` (Playwright's
 * page.route) and the real Jitsi adapter runs unchanged, showing the patient's camera and a
 * simulated doctor who joins after a few seconds. Only what the adapter uses is honoured.
 */
export function jitsiStubScript(delayMs = SIMULATED_DOCTOR_DELAY_MS): string {
  return `(function () {
  'use strict';
  var __name = function (target) { return target; };
  var render = ${renderSimulatedCall.toString()};
  function Api(domain, options) {
    var self = this;
    this.listeners = {};
    this.audioMuted = !!options.configOverwrite.startWithAudioMuted;
    this.videoMuted = !!options.configOverwrite.startWithVideoMuted;
    var doctorName = 'Doctor';
    this.view = render(document, options.parentNode, {
      doctorName: doctorName, cameraId: (options.devices || {}).videoInput || null, microphoneId: (options.devices || {}).audioInput || null,
      microphoneOn: !this.audioMuted, cameraOn: !this.videoMuted, delayMs: ${delayMs}
    }, function () { self.emit('participantJoined', { id: 'doctor', displayName: undefined }); });
  }
  Api.prototype.addListener = function (event, listener) { (this.listeners[event] = this.listeners[event] || []).push(listener); };
  Api.prototype.emit = function (event, payload) { (this.listeners[event] || []).forEach(function (l) { l(payload); }); };
  Api.prototype.isAudioMuted = function () { return Promise.resolve(this.audioMuted); };
  Api.prototype.isVideoMuted = function () { return Promise.resolve(this.videoMuted); };
  Api.prototype.executeCommand = function (command) {
    if (command === 'toggleAudio') { this.audioMuted = !this.audioMuted; this.view.setMicrophone(!this.audioMuted); }
    if (command === 'toggleVideo') { this.videoMuted = !this.videoMuted; this.view.setCamera(!this.videoMuted); }
    if (command === 'hangup') { this.view.leave(); }
  };
  Api.prototype.setAudioInputDevice = function (label, id) { this.view.useDevices(null, id); };
  Api.prototype.setVideoInputDevice = function (label, id) { this.view.useDevices(id, null); };
  Api.prototype.dispose = function () { this.view.leave(); };
  window.JitsiMeetExternalAPI = Api;
})();
`;
}
