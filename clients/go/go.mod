module github.com/dutyscout/dutyscout/clients/go

go 1.21
