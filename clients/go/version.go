package dutyscout

// Version is this client's version, sent in the User-Agent.
const Version = "0.1.0"
